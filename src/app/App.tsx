import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { i18n } from '@lingui/core';
import { LanguageActorContext, type LanguageActor } from '../features/language/languageActor';
import { ThemeActorContext, type ThemeActor } from '../features/theme/themeActor';
import type { createAppRouter } from './router';
import type { AccountFlows } from './accountFlows';
import { LocationActorContext, type LocationActor } from '../features/location/locationActor';
import { ModuleActorContext, type ModuleActor } from '../features/modules/moduleActor';
import { AuthActorsContext } from '../features/auth/authActors';
import { AccountActorsContext } from '../features/account/accountActors';
import { useMemo } from 'react';
import { ItemConfigLogicContext } from '../flows/itemView';
import { createItemConfigLogic } from './catalogFlows';
import { CartFlowsContext } from '../flows/cart';
import { WishlistFlowContext } from '../flows/wishlist';
import { createCartFlows, createWishlistFlow } from './cartFlows';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  language: LanguageActor;
  theme: ThemeActor;
  account: AccountFlows;
  location: LocationActor;
  modules: ModuleActor;
}

export function App({ queryClient, router, language, theme, account, location, modules }: AppProps) {
  const authActors = useMemo(() => ({ login: account.login, session: account.session }), [account]);
  const cartFlows = useMemo(() => createCartFlows(queryClient, (href) => router.history.push(href)), [queryClient, router]);
  const wishlistFlow = useMemo(() => createWishlistFlow(queryClient), [queryClient]);
  const itemConfigLogic = useMemo(() => createItemConfigLogic(queryClient, cartFlows), [queryClient, cartFlows]);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={i18n.locale === 'ar' ? 'ar-SA' : 'en-US'}>
        <QueryClientProvider client={queryClient}>
          <LanguageActorContext.Provider value={language}>
            <ThemeActorContext.Provider value={theme}>
              <ItemConfigLogicContext.Provider value={itemConfigLogic}>
                <CartFlowsContext.Provider value={cartFlows}>
                  <WishlistFlowContext.Provider value={wishlistFlow}>
                    <AuthActorsContext.Provider value={authActors}>
                      <AccountActorsContext.Provider value={account}>
                        <LocationActorContext.Provider value={location}>
                          <ModuleActorContext.Provider value={modules}>
                            <RouterProvider router={router} />
                          </ModuleActorContext.Provider>
                        </LocationActorContext.Provider>
                      </AccountActorsContext.Provider>
                    </AuthActorsContext.Provider>
                  </WishlistFlowContext.Provider>
                </CartFlowsContext.Provider>
              </ItemConfigLogicContext.Provider>
            </ThemeActorContext.Provider>
          </LanguageActorContext.Provider>
        </QueryClientProvider>
      </LocaleProvider>
    </I18nProvider>
  );
}
