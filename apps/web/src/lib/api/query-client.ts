import { QueryClient } from '@tanstack/react-query';

// Calls are not retried: a failure is shown to the user as the spec's text
// (a retried 401 or timeout would only delay that message).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
