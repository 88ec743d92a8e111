import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { i18n } from '@lingui/core';
import { intlLocaleOf } from '../domain/language';
import { LanguageActorContext, type LanguageActor } from '../features/language/languageActor';
import { ThemeActorContext, type ThemeActor } from '../features/theme/themeActor';
import type { createAppRouter } from './router';
import { LocationActorContext, type LocationActor } from '../features/location/locationActor';
import { ModuleActorContext, type ModuleActor } from '../features/modules/moduleActor';
import { AuthActorsContext, type LoginActor } from '../features/auth/authActors';
import { AccountActorsContext, type AccountActorsHolder } from '../features/account/accountActors';
import { useMemo } from 'react';
import { ItemConfigLogicContext } from '../flows/itemView';
import { CartFlowsContext, type CartFlows } from '../flows/cart';
import { WishlistFlowContext, type WishlistActor } from '../flows/wishlist';
import { AddressLogicContext, type AddressLogic } from '../flows/address';
import type { LazyActor } from '../flows/lazyActor';
import type { itemConfigMachine } from '../../machines/catalog/itemConfig.machine';
import { SearchActorContext, type SearchActor } from '../features/search/searchActor';
import { RentalFlowsContext, type RentalFlows } from '../flows/rental';
import { ChatLogicContext } from '../features/inbox/chatLogic';
import type { chatMachine } from '../../machines/inbox/chat.machine';
import { OrderFlowsContext, type OrderFlows } from '../flows/orders';
import { StoreSearchLogicContext } from '../flows/storeSearch';
import type { storeSearchMachine } from '../../machines/store/storeSearch.machine';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  language: LanguageActor;
  theme: ThemeActor;
  /** The session at once; logout and profile on first use (main.tsx). */
  account: AccountActorsHolder;
  login: LazyActor<LoginActor>;
  location: LazyActor<LocationActor>;
  modules: ModuleActor;
  cart: LazyActor<CartFlows>;
  wishlist: LazyActor<WishlistActor>;
  address: LazyActor<AddressLogic>;
  itemConfig: LazyActor<typeof itemConfigMachine>;
  search: LazyActor<SearchActor>;
  rental: LazyActor<RentalFlows>;
  chat: LazyActor<typeof chatMachine>;
  /** Order details, wallet top-up and point transfer (issue 14), loaded on those pages. */
  orders: LazyActor<OrderFlows>;
  /** The store page's search (platform-api-turn4 §2.4), loaded on a store page. */
  storeSearch: LazyActor<typeof storeSearchMachine>;
}

export function App({
  queryClient,
  router,
  language,
  theme,
  account,
  login,
  location,
  modules,
  cart,
  wishlist,
  itemConfig,
  search,
  chat,
  address,
  orders,
  rental,
  storeSearch,
}: AppProps) {
  const authActors = useMemo(() => ({ login, session: account.session }), [login, account]);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={intlLocaleOf(i18n.locale)}>
        <QueryClientProvider client={queryClient}>
          <LanguageActorContext.Provider value={language}>
            <ThemeActorContext.Provider value={theme}>
              <ItemConfigLogicContext.Provider value={itemConfig}>
                <CartFlowsContext.Provider value={cart}>
                  <WishlistFlowContext.Provider value={wishlist}>
                    <AuthActorsContext.Provider value={authActors}>
                      <AccountActorsContext.Provider value={account}>
                        <LocationActorContext.Provider value={location}>
                          <ModuleActorContext.Provider value={modules}>
                            <SearchActorContext.Provider value={search}>
                              <RentalFlowsContext.Provider value={rental}>
                                <ChatLogicContext.Provider value={chat}>
                                  <AddressLogicContext.Provider value={address}>
                                    <OrderFlowsContext.Provider value={orders}>
                                      <StoreSearchLogicContext.Provider value={storeSearch}>
                                        <RouterProvider router={router} />
                                      </StoreSearchLogicContext.Provider>
                                    </OrderFlowsContext.Provider>
                                  </AddressLogicContext.Provider>
                                </ChatLogicContext.Provider>
                              </RentalFlowsContext.Provider>
                            </SearchActorContext.Provider>
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
