import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App';
import { applyDocumentLanguage, createLanguageActor, createThemeActor } from './app/flows';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { createAppProps, loadFlows } from './app/appProps';
import { readSsrState } from './app/ssrState';
import { resolveLanguage } from './domain/language';
import { THEME_UNKNOWN_TO_SERVER } from './domain/theme';
import { activateLanguage, i18n } from './i18n/i18n';
import { msg } from '@lingui/core/macro';
import { onSessionExpired } from './api/api';
import { adoptRenderedScope, mirrorScopeCookies, storage } from './api/scope';
import { readSessionFlag } from './api/sessionFlags';
import { SESSION_FLAGS, STORAGE_KEYS } from './api/storage';
import { notify } from './ui/toaster';
import { appTitle } from './ui/useDocumentTitle';
import { yieldToMain } from './app/yieldToMain';
import { warmIntl } from './app/warmIntl';
import { partsArrived } from './ui/lazyPart';
import { serverControls } from './ui/serverControls';

/**
 * The page takes clicks again once the first render has committed, the code of every part it drew has arrived
 * (public/boot.js held them back: a tap on a server-rendered part whose code is still on the way would be lost,
 * src/ui/lazyPart.ts), and React owns every control the server drew on the screen, with the text typed into its
 * fields meanwhile (src/ui/serverDrawn.ts).
 */
function Interactive({ root, drawn }: { root: Element; drawn: readonly Element[] }) {
  useEffect(() => {
    // A User Timing mark (DevTools, Lighthouse's trace): the first render's commit.
    performance.mark('storefront:first-commit');
    void partsArrived()
      .then(async () => {
        // A page drawn again (not hydrated) has nothing to take over, unless something was typed into it.
        if (drawn.length === 0 && !Reflect.has(window, 'typedEarly')) return;
        const { takenOver } = await import('./ui/serverDrawn');
        await takenOver(root, drawn);
      })
      .then(() => document.documentElement.removeAttribute('data-hydrating'));
  }, [root, drawn]);
  return null;
}

/** Starts the app: hydrates the server's page (readable already) or draws the page itself. */
export async function boot() {
  const language = resolveLanguage(storage.getItem(STORAGE_KEYS.language), navigator.languages);
  applyDocumentLanguage(language);
  mirrorScopeCookies();
  const rendered = readSsrState();
  const theme = createThemeActor();
  const mode = theme.getSnapshot().matches('dark') ? 'dark' : 'light';
  // A page rendered in another language or theme than this device's (an old cookie, or none yet) is drawn
  // again, not hydrated: its markup differs (the theme switch's icon and label).
  const ssr =
    rendered && rendered.lang === language && (rendered.theme ?? THEME_UNKNOWN_TO_SERVER) === mode ? rendered : null;
  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr.queries);
  // An awaited import already loaded continues in the same task: without this, the catalogue's evaluation
  // joins the steps above in one long task.
  await yieldToMain();
  // Before any actor starts: the language flow may announce a change at once.
  await activateLanguage(language);
  await yieldToMain();
  await warmIntl(language);
  let adopt = (_module: number | string) => Promise.resolve();
  const router = createAppRouter({ queryClient, adoptModule: (id) => adopt(id) });
  await yieldToMain();
  const app = createAppProps({
    queryClient,
    router,
    language: createLanguageActor(language).start(),
    theme: theme.start(),
    listenForExpiry: true,
  });
  adopt = app.adopt;
  await yieldToMain();
  // Right after a location was chosen the picker announces it on this load.
  if (readSessionFlag(SESSION_FLAGS.locationSelected)) void app.props.location.get();
  // acc §8: a 401 while signed in (the client has already removed the token).
  onSessionExpired(() => {
    notify('error', i18n._(msg`Your account is inactive or Your token has been expired`), 'session-expired');
    void router.navigate({ to: '/home' });
  });
  const root = document.getElementById('root')!;
  // Drawn again (not hydrated), the server's elements are all replaced at the first commit.
  const drawn = ssr ? serverControls(root) : [];
  const tree = (
    <StrictMode>
      <App {...app.props} />
      <Interactive root={root} drawn={drawn} />
    </StrictMode>
  );
  if (ssr) {
    // The server titled the page (a product's name); the page's own effect titles it again once hydrated,
    // and a page left before that must not keep the title.
    document.title = appTitle();
    // The matched routes' code and loaders, and the flows the markup used, settle first: the first render is
    // the server's markup, whole, so no part waits dehydrated (and no early click is lost there).
    await Promise.all([router.load(), loadFlows(app.lazies, ssr.flows ?? [])]);
    await yieldToMain();
  }
  // After the loaders (a shared link's module is adopted there, as the server did): a page rendered for another
  // scope than this device's (cookies that no longer mirror its storage) is drawn again too. Hydrated, it would
  // draw every view of the scope again at once, and a part not hydrated by then would be thrown away for its
  // fallback (the page jumps; a tap on it is lost).
  if (ssr && adoptRenderedScope(ssr.scope)) {
    // The router draws a server-rendered tree as the server did (no root Suspense), as TanStack's own hydration does.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => void hydrateRoot(root, tree));
  } else {
    createRoot(root).render(tree);
  }
  // Repeat visits take the code from the cache (public/sw.js); after load, so it never competes with it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
