import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { Header } from '../features/shell/Header';
import { LanguageControl } from '../features/language/LanguageControl';
import { LanguageConfirmHost } from '../features/language/LanguageConfirmHost';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { Toasts } from '../ui/Toasts';
import { HydrateLater } from '../ui/HydrateLater';
import { useShellData, type ShellData } from '../features/shell/useShellData';
import { useDrawerGroups } from '../features/catalog/useDrawerGroups';
import { ItemDialogHost } from '../features/product/ItemDialogHost';
import { CartBadge } from '../features/cart/CartBadge';
import { CartHost } from '../features/cart/CartHost';
import { WishlistBadge } from '../features/wishlist/WishlistBadge';
import { RentalCartButton } from '../features/rental/RentalCartButton';
import { AccountEntry, DrawerLogout } from '../features/account/AccountMenu';
import { SignInButton } from '../features/auth/SignInButton';
import { LocationButton } from '../features/location/LocationButton';
import { LocationPickerHost } from '../features/location/LocationPickerHost';
import { ModuleRail } from '../features/modules/ModuleRail';
import { ModulePopupHost } from '../features/modules/ModulePopupHost';
import { useCurrentModule } from '../features/modules/moduleActor';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { OfflineNotice } from '../features/shell/OfflineNotice';
import { moduleHasSearch } from '../domain/searchOptions';
import { lazyPart } from '../ui/lazyPart';

// Below or beside every first screen: their code loads while the page hydrates (HydrateLater keeps the server's
// markup meanwhile), one chunk for all (routes/-afterFirstScreen.ts), not with the first load
// (docs/budgets.md). It holds the maintenance page (used only while the business has switched the store off),
// the cookie notice, the top bar and the main navigation with its menus (wide screens), the header's Contact,
// Track and Chat links and the phone's bottom bar, whose room the layout keeps free with CSS.
const shellChunk = () => import('./-afterFirstScreen');
const Footer = lazyPart(() => shellChunk().then((m) => ({ default: m.Footer })));
const Maintenance = lazyPart(() => shellChunk().then((m) => ({ default: m.MaintenanceGate })));
const TopBar = lazyPart(() => shellChunk().then((m) => ({ default: m.TopBar })));
const HeaderLinks = lazyPart(() => shellChunk().then((m) => ({ default: m.HeaderLinks })));
const BottomNav = lazyPart(() => shellChunk().then((m) => ({ default: m.BottomNav })));
const DesktopNav = lazyPart(() => shellChunk().then((m) => ({ default: m.DesktopNav })));
// A wrong address is rare: its page loads when needed (the server renders it whole, with its 404 status).
const NotFound = lazyPart(() => import('../features/shell/NotFound').then((m) => ({ default: m.NotFound })));

export const Route = createRootRouteWithContext<{
  queryClient: QueryClient;
  adoptModule: (module: number | string) => Promise<void>;
}>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const shell = useShellData();
  if (!shell.maintenance) return <Shell shell={shell} />;
  return (
    <HydrateLater>
      <Maintenance>
        <Shell shell={shell} />
      </Maintenance>
    </HydrateLater>
  );
}

function Shell({ shell }: { shell: ShellData }) {
  const { t } = useLingui();
  const currentModule = useCurrentModule();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        pb: { base: 'calc(token(sizes.14) + env(safe-area-inset-bottom))', nav: '0' },
      })}
    >
      <HydrateLater>
        <TopBar />
      </HydrateLater>
      <Header
        businessName={shell.businessName}
        logoTo={shell.hasLocation ? '/home' : '/'}
        settingsInHeader={!shell.hasLocation}
        location={<LocationButton moduleType={currentModule?.module_type} />}
        languageControl={<LanguageControl />}
        themeControl={<ThemeToggle />}
        useDrawerGroups={useDrawerGroups}
        account={<AccountEntry guest={<SignInButton />} />}
        search={
          shell.hasLocation && currentModule && moduleHasSearch(currentModule.module_type) ? <HeaderSearch /> : null
        }
        nav={
          <HydrateLater>
            <DesktopNav />
          </HydrateLater>
        }
        drawerExtra={<DrawerLogout />}
        badges={
          <>
            <HydrateLater>
              <HeaderLinks />
            </HydrateLater>
            <WishlistBadge />
            <CartBadge />
            <RentalCartButton />
          </>
        }
        drawerSettings={
          <>
            <ThemeToggle withLabel />
            <LanguageControl variant="list" />
          </>
        }
      />
      <OfflineNotice />
      <div className={css({ flex: '1', display: 'flex', flexDirection: { base: 'column', md: 'row' } })}>
        <ModuleRail />
        {/* At least a screen tall, so the footer starts below the fold and content arriving later does not push it (CLS). */}
        <main id="main" className={css({ flex: '1', minWidth: '0', minHeight: '100dvh' })}>
          <ItemDialogHost>
            <Outlet />
            <CartHost />
          </ItemDialogHost>
        </main>
      </div>
      <HydrateLater>
        <Footer
          businessName={shell.businessName}
          appLinks={shell.appLinks}
          socialLinks={shell.socialLinks}
          paymentMethods={shell.paymentMethods}
          year={new Date().getFullYear()}
        />
      </HydrateLater>
      <HydrateLater>
        <BottomNav cart={<CartBadge bottom />} wishlist={<WishlistBadge bottom />} />
      </HydrateLater>
      <LocationPickerHost />
      <ModulePopupHost />
      <LanguageConfirmHost />
      <Toasts closeLabel={t`Dismiss`} />
    </div>
  );
}
