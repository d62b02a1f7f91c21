import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStaffSessionStore } from './staff-session-store';

/** Cached answers belong to one staff member: forget them when the session ends, as the customer's providers do. */
export function useForgetAnswersOnSignOut(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      useStaffSessionStore.subscribe((state, previous) => {
        if (previous.session && state.session?.staff.id !== previous.session.staff.id) client.clear();
      }),
    [client],
  );
}
