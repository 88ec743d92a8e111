import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { i18n } from '@lingui/core';
import { LanguageActorContext, type LanguageActor } from '../features/language/languageActor';
import { ThemeActorContext, type ThemeActor } from '../features/theme/themeActor';
import type { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  language: LanguageActor;
  theme: ThemeActor;
}

export function App({ queryClient, router, language, theme }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={i18n.locale === 'ar' ? 'ar-SA' : 'en-US'}>
        <QueryClientProvider client={queryClient}>
          <LanguageActorContext.Provider value={language}>
            <ThemeActorContext.Provider value={theme}>
              <RouterProvider router={router} />
            </ThemeActorContext.Provider>
          </LanguageActorContext.Provider>
        </QueryClientProvider>
      </LocaleProvider>
    </I18nProvider>
  );
}
