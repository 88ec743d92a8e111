import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CloseIcon, HomeIcon } from '../../ui/icons';
import {
  DrawerBackdrop,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerPositioner,
  DrawerRoot,
  DrawerTitle,
} from '../../ui/Drawer';

export interface DrawerGroup {
  id: string;
  title: string;
  entries: Array<{ id: string | number; label: string; to: string }>;
  viewAllTo: string;
}

/** Each group of the drawer shows at most this many entries, then "View all" (core §2, §9). */
const DRAWER_GROUP_LIMIT = 10;

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  businessName: string;
  /** Theme mode and language entries. */
  settings: ReactNode;
  /** Categories, latest stores and popular stores, once the catalogue provides them. */
  groups?: DrawerGroup[];
  /** Catalogue groups and the Logout entry, supplied by their features (Logout asks for confirmation itself). */
  extra?: ReactNode;
}

/** core §2 Mobile side drawer: Home, the catalogue groups, theme mode, language and Logout. */
export default function SideDrawer({ open, onClose, businessName, settings, groups = [], extra }: SideDrawerProps) {
  const { t } = useLingui();
  const link = css({
    cluster: '3',
    px: '4',
    minHeight: '12',
    textDecoration: 'none',
    borderRadius: 'lg',
    _hover: { bg: 'bg.subtle' },
  });
  return (
    <DrawerRoot open={open} onOpenChange={(d) => !d.open && onClose()} swipeDirection="start" size="menu" side="start">
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent aria-label={t`Menu`} data-testid="side-drawer">
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                p: '4',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <DrawerTitle>{businessName}</DrawerTitle>
              <DrawerCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close menu`}>
                <CloseIcon />
              </DrawerCloseTrigger>
            </div>
            <nav aria-label={t`Menu`} className={css({ stack: '1', p: '2' })}>
              <Link to="/home" className={link} onClick={onClose}>
                <HomeIcon /> <Trans>Home</Trans>
              </Link>
              {groups.map((g) => (
                <details key={g.id} className={css({ '& summary': { cursor: 'pointer' } })}>
                  <summary className={link}>{g.title}</summary>
                  <ul className={css({ ps: '8', display: 'flex', flexDirection: 'column' })}>
                    {g.entries.slice(0, DRAWER_GROUP_LIMIT).map((e) => (
                      <li key={e.id}>
                        <a href={e.to} className={link} onClick={onClose}>
                          {e.label}
                        </a>
                      </li>
                    ))}
                    <li>
                      <a href={g.viewAllTo} className={link} onClick={onClose}>
                        <Trans>View all</Trans>
                      </a>
                    </li>
                  </ul>
                </details>
              ))}
            </nav>
            <div
              className={css({ mt: 'auto', p: '4', stack: '3', borderTopWidth: '1px', borderColor: 'border.default' })}
            >
              {settings}
              {extra}
            </div>
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
    </DrawerRoot>
  );
}
