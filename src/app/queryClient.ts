import { QueryClient } from '@tanstack/react-query';

/** A server render asks once (`retry: false`): a slow answer is the browser's to fetch again. */
export function createQueryClient(opts: { retry?: false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: opts.retry ?? 1, refetchOnWindowFocus: false },
    },
  });
}
