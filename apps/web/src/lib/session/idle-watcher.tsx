import { PROMPT_COUNTDOWN_SECONDS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { idleLimitMs } from '@portal/domain/session/idle';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { customerIdleSession } from './customer-idle-session';
import { useActivity } from './use-activity';
import { useKeepAlive } from './use-keep-alive';
import { useServerKeepAlive } from './use-server-keep-alive';
import type { WatchedSession } from './watched-session';

const TICK_MS = 1000;

// The dialog (Mantine's Modal, its focus trap and scroll area) is fetched when it first opens, a
// minute before the session ends: the dashboard's first screen does without it (issue 24).
const SessionDialog = lazy(() => import('./session-dialog').then((m) => ({ default: m.SessionDialog })));

/**
 * Idle handling of spec 01 section 4. After idleLimitMs(timeout) without activity the
 * 'Session' dialog counts down; at zero the client logs out just before the server would.
 * Times are read from the clock on every tick, so a throttled background tab stays right.
 * `session` is the store it watches: the customer's unless a staff member's is given (issue 26).
 */
export function IdleWatcher({ session = customerIdleSession }: { session?: WatchedSession }) {
  const timeout = session.useTimeout();
  const limit = idleLimitMs(timeout);
  const lastActivity = useRef(Date.now());
  const ending = useRef(false);
  const [promptedAt, setPromptedAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(PROMPT_COUNTDOWN_SECONDS);
  const keepServerAlive = useServerKeepAlive(session);
  const logout = session.useLogout(MESSAGES.sessionHasExpired);
  const keepAlive = useKeepAlive(session, () => {
    lastActivity.current = Date.now();
    setPromptedAt(null);
  });

  useActivity(() => {
    const now = Date.now();
    // While the dialog is open only 'Continue Session' counts; a session already past
    // its timeout is left for the next tick to end.
    if (promptedAt !== null || now - lastActivity.current >= (timeout ?? limit)) return;
    lastActivity.current = now;
    if (now - (session.clocks()?.lastActive ?? 0) >= TICK_MS) session.markActive(now);
    keepServerAlive(now);
  });

  const tick = useEffectEvent(() => {
    if (ending.current) return;
    const now = Date.now();
    const end = () => {
      ending.current = true;
      logout.mutate();
    };
    if (promptedAt === null) {
      const idle = now - lastActivity.current;
      if (idle >= (timeout ?? limit)) end();
      else if (idle >= limit) {
        setPromptedAt(now);
        setSecondsLeft(PROMPT_COUNTDOWN_SECONDS);
      }
      return;
    }
    const left = PROMPT_COUNTDOWN_SECONDS - Math.floor((now - promptedAt) / 1000);
    if (left <= 0) end();
    else setSecondsLeft(left);
  });

  useEffect(() => {
    const id = setInterval(() => tick(), TICK_MS);
    return () => clearInterval(id);
  }, []);

  if (promptedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog opened secondsLeft={secondsLeft} continuing={keepAlive.isPending} onContinue={() => keepAlive.mutate()} />
    </Suspense>
  );
}
