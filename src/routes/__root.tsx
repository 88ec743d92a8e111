import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { Header } from '../features/shell/Header';
import { Footer } from '../features/shell/Footer';
import { NotFound } from '../features/shell/NotFound';
import { LanguageControl } from '../features/language/LanguageControl';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { Toasts } from '../ui/Toasts';
import { useShellData } from '../features/shell/useShellData';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t } = useLingui();
  const shell = useShellData();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })}>
      <Header
        businessName={shell.businessName}
        logoTo={shell.hasLocation ? '/home' : '/'}
        languageControl={<LanguageControl />}
        themeControl={<ThemeToggle />}
        drawerSettings={
          <>
            <ThemeToggle withLabel />
            <LanguageControl variant="list" />
          </>
        }
      />
      <main id="main" className={css({ flex: '1' })}>
        <Outlet />
      </main>
      <Footer
        businessName={shell.businessName}
        appLinks={shell.appLinks}
        socialLinks={shell.socialLinks}
        paymentMethods={shell.paymentMethods}
        year={new Date().getFullYear()}
      />
      <Toasts closeLabel={t`Dismiss`} />
    </div>
  );
}
