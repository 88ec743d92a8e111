import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App';
import { applyDocumentLanguage, createLanguageActor, createThemeActor } from './app/flows';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './domain/language';
import { LOCATION_SELECTED_FLAG } from './domain/location';
import { activateLanguage, i18n } from './i18n/i18n';
import { msg } from '@lingui/core/macro';
import { onSessionExpired } from './api/api';
import { notify } from './ui/toaster';
import { createSessionActor } from './app/sessionFlows';
import { adoptModule, createModuleChoiceActor } from './app/moduleFlows';
import { lazyActor } from './flows/lazyActor';

async function boot() {
  const language = resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  applyDocumentLanguage(language);
  await activateLanguage(language);
  const queryClient = createQueryClient();
  let adopt = (_moduleId: number) => Promise.resolve();
  const router = createAppRouter({ queryClient, adoptModule: (id) => adopt(id) });
  // What the first screen reads is created now; every other flow, with its machine and edge code, is
  // loaded and created the first time the customer needs it (DESIGN.md budget).
  const languageActor = createLanguageActor(language).start();
  const themeActor = createThemeActor().start();
  const session = createSessionActor(queryClient).start();
  const accountFlows = lazyActor(() => import('./app/accountFlows').then((m) => m.createAccountFlows({ queryClient, router, session })));
  const account = {
    session,
    logout: lazyActor(() => accountFlows.get().then((f) => f.logout)),
    profileLogic: lazyActor(() => accountFlows.get().then((f) => f.profileLogic)),
  };
  const login = lazyActor(() => accountFlows.get().then((f) => f.login));
  const location = lazyActor(() => import('./app/locationFlows').then((m) => m.createLocationPickerActor().start()));
  const moduleActor = createModuleChoiceActor(router, queryClient).start();
  adopt = (id) => adoptModule(queryClient, moduleActor, id);
  const cart = lazyActor(() => import('./app/cartFlows').then((m) => m.createCartFlows(queryClient, (href) => router.history.push(href))));
  const wishlist = lazyActor(() => import('./app/cartFlows').then((m) => m.createWishlistFlow(queryClient)));
  const rental = lazyActor(() => import('./app/rentalFlows').then((m) => m.createRentalFlows(queryClient, (href) => router.history.push(href))));
  const search = lazyActor(() => import('./app/searchFlows').then((m) => m.createSearchActor(queryClient, router).start()));
  const chat = lazyActor(() => import('./app/chatFlows').then((m) => m.createChatLogic(queryClient)));
  const orders = lazyActor(() => import('./app/orderFlows').then((m) => m.createOrderFlows(queryClient, cart, (href) => router.history.replace(href))));
  const itemConfig = lazyActor(() => Promise.all([import('./app/catalogFlows'), cart.get()]).then(([m, flows]) => m.createItemConfigLogic(queryClient, flows)));
  const address = lazyActor(() => import('./app/addressFlows').then((m) => m.createAddressLogic(queryClient)));
  // Right after a location was chosen the picker announces it on this load.
  if (sessionStorage.getItem(LOCATION_SELECTED_FLAG)) void location.get();
  // acc §8: a 401 while signed in (the client has already removed the token).
  onSessionExpired(() => {
    notify('error', i18n._(msg`Your account is inactive or Your token has been expired`), 'session-expired');
    void router.navigate({ to: '/home' });
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        language={languageActor}
        theme={themeActor}
        account={account}
        login={login}
        location={location}
        modules={moduleActor}
        cart={cart}
        wishlist={wishlist}
        itemConfig={itemConfig}
        search={search}
        rental={rental}
        chat={chat}
        address={address}
        orders={orders}
      />
    </StrictMode>,
  );
  // Repeat visits take the code from the cache (public/sw.js); after load, so it never competes with it.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

void boot();
