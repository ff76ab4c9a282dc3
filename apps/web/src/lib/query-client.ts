import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { keepCacheToItsUser } from './live-cache';

/** Spec §7: read lists retry 3 times and stay cached for 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
        gcTime: 5 * 60_000,
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one client: the provider, the routes that start a page's data early and the seeding of the server's data share it. */
export const queryClient = createQueryClient();
// One person's data never shows to the next one signing in on this tab.
if (typeof window !== 'undefined') keepCacheToItsUser(queryClient);
