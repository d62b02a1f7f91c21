import './styles/first-paint-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './api/query-client';
import { useSessionStore } from './session/session-store';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  /** "test" turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Cached answers belong to one user and company: forget them when the session ends.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.session && (!state.session || state.session.user.company?.id !== previous.session.user.company?.id)) {
          client.clear();
        }
      }),
    [client],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
