/**
 * Renders the storefront as the browser's boot does (src/boot.tsx: the app's props, its router, the language
 * and theme actors), at one address, against the in-process reference server (tests/unit/edge/edgeServer.ts):
 * the views under test read the answers of the server's seed through their own queries, and their flows are
 * the app's own. A view test then asks what the customer sees, by role and name.
 */
import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../../../src/app/App';
import { applyDocumentLanguage, createLanguageActor, createThemeActor } from '../../../src/app/flows';
import { createQueryClient } from '../../../src/app/queryClient';
import { createAppRouter } from '../../../src/app/router';
import { createAppProps } from '../../../src/app/appProps';
import { activateLanguage } from '../../../src/i18n/i18n';
import { storage } from '../../../src/api/scope';
import { STORAGE_KEYS } from '../../../src/api/storage';

export type Lang = 'en' | 'ar';

/** What jsdom lacks and the views observe (sizes, visibility): observers that never report, as on a page not yet laid out. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= SilentObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= SilentObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};

export async function renderPage(url: string, lang: Lang = 'en') {
  storage.setItem(STORAGE_KEYS.language, lang);
  applyDocumentLanguage(lang);
  await activateLanguage(lang);
  const queryClient = createQueryClient();
  let adopt = (_module: number | string) => Promise.resolve();
  const router = createAppRouter(
    { queryClient, adoptModule: (id) => adopt(id) },
    createMemoryHistory({ initialEntries: [url] }),
  );
  const app = createAppProps({
    queryClient,
    router,
    language: createLanguageActor(lang).start(),
    theme: createThemeActor('light').start(),
    listenForExpiry: false,
  });
  adopt = app.adopt;
  const view = render(<App {...app.props} />);
  return { ...view, router, queryClient };
}
