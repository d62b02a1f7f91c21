import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import type { WatchedSession } from './watched-session';

/** 'Continue Session': the keep-alive call; a failure forces logout with its error (spec 01 section 4). */
export function useKeepAlive(session: WatchedSession, onAlive: () => void) {
  return useMutation({
    mutationFn: session.keepAlive,
    onSuccess: () => onAlive(),
    onError: (error) => session.logout(error.message || MESSAGES.sessionExpired),
  });
}
