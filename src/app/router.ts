import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * A URL is a full address (docs/design.md): a link's module_id (or a page's own module type, 'rental') becomes
   * the chosen module before its page loads.
   */
  adoptModule: (module: number | string) => Promise<void>;
}

/** `history`: a server render's memory history of the requested URL; the browser's by default. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // On a server its restoring script would be inline, which the CSP refuses; the browser restores anyway.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
