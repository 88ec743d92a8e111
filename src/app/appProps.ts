import type { QueryClient } from '@tanstack/react-query';
import type { AppProps } from './App';
import type { createAppRouter } from './router';
import type { LanguageActor } from '../features/language/languageActor';
import type { ThemeActor } from '../features/theme/themeActor';
import { createSessionActor } from './sessionFlows';
import { adoptModule, createModuleChoiceActor } from './moduleFlows';
import { lazyActor, type LazyActor } from '../flows/lazyActor';

/**
 * The actors the app is given, the same in the browser (main.tsx) and in a server render (entry-server.tsx).
 * What the first screen reads is created now; every other flow, with its machine and edge code, is loaded
 * and created the first time the customer needs it (docs/budgets.md) — a server render never needs them.
 */
export function createAppProps(opts: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  language: LanguageActor;
  theme: ThemeActor;
  /** The browser listens for an expired session and follows the scope; a server render has no session to expire and a scope that stays. */
  listenForExpiry: boolean;
}): { props: AppProps; adopt: (module: number | string) => Promise<void>; lazies: Record<string, LazyActor<unknown>> } {
  const { queryClient, router } = opts;
  const session = createSessionActor(queryClient, opts.listenForExpiry).start();
  const accountFlows = lazyActor(() =>
    import('./accountFlows').then((m) => m.createAccountFlows({ queryClient, router, session })),
  );
  const account = {
    session,
    logout: lazyActor(() => accountFlows.get().then((f) => f.logout)),
    profileLogic: lazyActor(() => accountFlows.get().then((f) => f.profileLogic)),
  };
  const login = lazyActor(() => accountFlows.get().then((f) => f.login));
  const location = lazyActor(() => import('./locationFlows').then((m) => m.createLocationPickerActor().start()));
  const modules = createModuleChoiceActor(router, queryClient, opts.listenForExpiry).start();
  const cart = lazyActor(() =>
    import('./cartFlows').then((m) => m.createCartFlows(queryClient, (href) => router.history.push(href))),
  );
  const wishlist = lazyActor(() => import('./cartFlows').then((m) => m.createWishlistFlow(queryClient)));
  const rental = lazyActor(() =>
    import('./rentalFlows').then((m) => m.createRentalFlows(queryClient, (href) => router.history.push(href))),
  );
  const search = lazyActor(() => import('./searchFlows').then((m) => m.createSearchActor(queryClient, router).start()));
  const chat = lazyActor(() => import('./chatFlows').then((m) => m.createChatLogic(queryClient)));
  const orders = lazyActor(() =>
    import('./orderFlows').then((m) => m.createOrderFlows(queryClient, cart, (href) => router.history.replace(href))),
  );
  const itemConfig = lazyActor(() =>
    Promise.all([import('./catalogFlows'), cart.get()]).then(([m, flows]) =>
      m.createItemConfigLogic(queryClient, flows),
    ),
  );
  const address = lazyActor(() => import('./addressFlows').then((m) => m.createAddressLogic(queryClient)));
  // The store page's search: not with the first load (docs/budgets.md).
  const storeSearch = lazyActor(() =>
    import('./storeSearchFlows').then((m) => m.createStoreSearchLogic(router, queryClient)),
  );
  // The flows loaded on first need: the app's props, and by name, so a server render can tell the browser which
  // of them its markup used (loadedBy / preload).
  const flows = { login, location, cart, wishlist, itemConfig, search, rental, chat, address, orders, storeSearch };
  return {
    props: { queryClient, router, language: opts.language, theme: opts.theme, account, modules, ...flows },
    adopt: (id) => adoptModule(queryClient, modules, id),
    lazies: { ...flows, accountFlows },
  };
}

/** The lazy flows a render loaded (its markup depends on them): the browser loads them before it hydrates. */
export const loadedFlows = (lazies: Record<string, LazyActor<unknown>>) =>
  Object.keys(lazies).filter((name) => lazies[name]!.peek() !== undefined);

/** Loads the named flows (those a server render used), so hydration draws what the server drew at once. */
export const loadFlows = (lazies: Record<string, LazyActor<unknown>>, names: readonly string[]) =>
  Promise.all(names.filter((name) => name in lazies).map((name) => lazies[name]!.get().catch(() => undefined)));
