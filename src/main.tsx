import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App';
import { applyDocumentLanguage, createLanguageActor, createThemeActor } from './app/flows';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './domain/language';
import { activateLanguage, i18n } from './i18n/i18n';
import { msg } from '@lingui/core/macro';
import { onSessionExpired } from './api/api';
import { notify } from './ui/toaster';
import { createAccountFlows } from './app/accountFlows';
import { createLocationPickerActor, createModuleChoiceActor } from './app/locationFlows';

async function boot() {
  const language = resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  applyDocumentLanguage(language);
  await activateLanguage(language);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const languageActor = createLanguageActor(language).start();
  const themeActor = createThemeActor().start();
  const account = createAccountFlows({ queryClient, router });
  account.session.start();
  account.login.start();
  account.logout.start();
  const locationActor = createLocationPickerActor().start();
  const moduleActor = createModuleChoiceActor(router, queryClient).start();
  // acc §8: a 401 while signed in (the client has already removed the token).
  onSessionExpired(() => {
    notify('error', i18n._(msg`Your account is inactive or Your token has been expired`), 'session-expired');
    void router.navigate({ to: '/home' });
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} language={languageActor} theme={themeActor} account={account} location={locationActor} modules={moduleActor} />
    </StrictMode>,
  );
}

void boot();
