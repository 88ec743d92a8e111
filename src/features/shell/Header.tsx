import { useState, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { MenuIcon } from '../../ui/icons';
import { Logo } from './Logo';
import type { DrawerGroup } from './SideDrawer';
import { lazyPart } from '../../ui/lazyPart';

const SideDrawer = lazyPart(() => import('./SideDrawer'));

const noGroups = (): DrawerGroup[] => [];

export interface HeaderProps {
  businessName: string;
  /** Where the logo leads: /home when a location is set, else the landing page (acc §2). */
  logoTo: '/' | '/home';
  /**
   * acc §2: language, country and theme controls sit in the header when no location is set; once one
   * is, phones find them in the side drawer (wide screens, which have no drawer, keep them).
   */
  settingsInHeader: boolean;
  languageControl: ReactNode;
  themeControl: ReactNode;
  /** The side drawer's theme and language entries (core §2 Mobile side drawer). */
  drawerSettings: ReactNode;
  /** acc §2: the zone and location display that opens the location picker. */
  location?: ReactNode;
  /** acc §2: wishlist and cart badges and similar icon buttons. */
  badges?: ReactNode;
  /** acc §2: the profile menu, or a Sign In button. */
  account?: ReactNode;
  /** issue 10: the search field (an icon on phones). */
  search?: ReactNode;
  /** Extra side-drawer content: catalogue groups and Logout (core §2). */
  drawerExtra?: ReactNode;
  /** acc §2: wide screens' main navigation (Home, the Categories and Stores menus); it arrives after the first load. */
  nav?: ReactNode;
  /** core §2: the drawer's Categories, Latest stores and Popular stores groups; a hook, told whether the drawer is open. */
  useDrawerGroups?: (open: boolean) => DrawerGroup[];
}

/** acc §2 Header: the frame. Below 1180px it shows the logo and the drawer button. */
export function Header({
  businessName,
  logoTo,
  settingsInHeader,
  languageControl,
  themeControl,
  drawerSettings,
  location,
  badges,
  account,
  search,
  nav,
  drawerExtra,
  useDrawerGroups = noGroups,
}: HeaderProps) {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerGroups = useDrawerGroups(drawerOpen);
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <a
        href="#main"
        className={css({ srOnly: true, _focus: { srOnly: false, position: 'absolute', p: '2', bg: 'bg.surface' } })}
      >
        <Trans>Skip to content</Trans>
      </a>
      <div
        className={css({
          maxWidth: '1240px',
          mx: 'auto',
          cluster: { base: '1', sm: '2' },
          px: { base: '2', sm: '3', md: '6' },
          height: '16',
        })}
      >
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ hideFrom: 'nav' })}`}
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          data-testid="menu-button"
        >
          <MenuIcon />
        </button>
        <Link
          to={logoTo}
          className={css({ cluster: '2', textDecoration: 'none', fontWeight: 'bold', fontSize: 'lg', minHeight: '11' })}
          aria-label={t`${businessName} home`}
        >
          <Logo />
          <span className={css({ hideBelow: 'sm' })}>{businessName}</span>
        </Link>
        {nav}
        {location ? <div className={css({ minWidth: '0', flexShrink: 1, hideBelow: 'md' })}>{location}</div> : null}
        {search ? (
          <div
            className={css({
              flex: '1',
              minWidth: '0',
              display: 'flex',
              justifyContent: { base: 'flex-end', lg: 'center' },
              px: { lg: '2' },
            })}
          >
            {search}
          </div>
        ) : null}
        <div className={css({ ms: 'auto', cluster: '1' })}>
          {badges}
          <div
            className={
              settingsInHeader
                ? css({ cluster: '1' })
                : css({ display: 'flex', alignItems: 'center', gap: '1', hideBelow: 'nav' })
            }
          >
            {languageControl}
            {themeControl}
          </div>
          {account}
        </div>
      </div>
      {location ? <div className={css({ hideFrom: 'md', px: '3', pb: '2' })}>{location}</div> : null}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            businessName={businessName}
            settings={drawerSettings}
            extra={drawerExtra}
            groups={drawerGroups}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
