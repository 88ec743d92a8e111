import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { configQuery } from '../../api/queries/config';
import { accountModulesQuery } from '../../api/queries/accountPages';
import { accountMenuEntries } from '../../domain/authAccountMenu';
import { LogoutIcon } from '../../ui/icons';
import { sendTo, useLoaded } from '../../flows/lazyActor';
import { useLogoutLoader } from './accountActors';
import { useProfile } from './useProfile';
import { MENU_LABELS } from './menuLabels';
import { NotificationBell } from './NotificationBell';
import { lazyPart } from '../../ui/lazyPart';
import { popoverClass } from '../../ui/popover';

const avatarClass = css({ borderRadius: 'full', objectFit: 'cover', width: '8', height: '8' });

const item = css({
  cluster: '3',
  width: 'full',
  px: '4',
  minHeight: '11',
  textDecoration: 'none',
  color: 'fg.default',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { bg: 'bg.subtle', outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '-2px' },
});

const LogoutDialog = lazyPart(() => import('./LogoutDialog'));

/** Asks "Are you sure you want to logout?" while the logout flow is confirming. */
function LogoutDialogHost() {
  const logout = useLoaded(useLogoutLoader());
  const confirming = useSelector(logout, (s) => Boolean(s?.hasTag('confirming')));
  return confirming ? (
    <Suspense fallback={null}>
      <LogoutDialog />
    </Suspense>
  ) : null;
}

/** Arrow keys, Home and End move between the menu's items (the menu pattern's keyboard contract). */
function moveFocus(e: ReactKeyboardEvent<HTMLUListElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.findIndex((el) => el === document.activeElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/** acc §2 Header: the profile menu of a signed-in customer (AccountEntry shows it). */
export default function ProfileMenu() {
  const { t } = useLingui();
  const logout = useLogoutLoader();
  const { data: profile } = useProfile();
  const config = useQuery(configQuery()).data;
  const modules = useQuery(accountModulesQuery()).data;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const entries = accountMenuEntries(config, modules);
  const name = [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
  const initials = (profile?.f_name?.[0] ?? '') + (profile?.l_name?.[0] ?? '');
  useMenuDismiss(open, setOpen, root, buttonRef);

  return (
    <>
      <NotificationBell />
      <div ref={root} className={css({ position: 'relative' })}>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          ref={buttonRef}
          id={`${menuId}-button`}
          aria-label={t`Account menu`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          data-testid="account-menu-button"
        >
          <Avatar image={profile?.image_full_url} initials={initials} />
        </button>
        {open ? (
          <AccountMenu
            menuId={menuId}
            name={name}
            entries={entries}
            onClose={() => setOpen(false)}
            onLogout={() => {
              setOpen(false);
              sendTo(logout, { type: 'logout.request' });
            }}
          />
        ) : null}
        <LogoutDialogHost />
      </div>
    </>
  );
}

/** While the menu is open: a press outside closes it, Escape closes it and gives focus back to the button. */
function useMenuDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // The menu button pattern (WAI-ARIA APG): opening moves focus into the menu, so screen readers announce it.
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, root, buttonRef]); // only open changes: the setter and the refs are stable
}

/** The customer's picture, or their initials when they have none. */
function Avatar({ image, initials }: { image: string | null | undefined; initials: string }) {
  return image ? (
    <img src={image} alt="" width={32} height={32} className={avatarClass} />
  ) : (
    <span
      aria-hidden
      className={css({
        width: '8',
        height: '8',
        borderRadius: 'full',
        bg: 'accent.default',
        color: 'accent.fg',
        display: 'grid',
        placeItems: 'center',
        fontSize: 'sm',
        fontWeight: 'bold',
      })}
    >
      {initials.toUpperCase() || '?'}
    </span>
  );
}

type MenuProps = {
  menuId: string;
  name: string;
  entries: ReturnType<typeof accountMenuEntries>;
  onClose: () => void;
  onLogout: () => void;
};

/** The open menu: the customer's name, the account pages this platform offers, and Logout. */
function AccountMenu({ menuId, name, entries, onClose, onLogout }: MenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav
      id={menuId}
      aria-label={t`Account`}
      data-testid="account-menu"
      className={cx(
        popoverClass,
        css({ position: 'absolute', insetEnd: '0', top: 'calc(100% + 8px)', width: '64', py: '2' }),
      )}
    >
      {name ? (
        <p
          className={css({
            px: '4',
            pb: '2',
            fontWeight: 'bold',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            mb: '1',
          })}
        >
          {name}
        </p>
      ) : null}
      <ul role="menu" aria-labelledby={`${menuId}-button`} onKeyDown={moveFocus}>
        {entries.map((e) => (
          <li key={e.id} role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to={e.path}
              search={e.search}
              className={item}
              onClick={onClose}
              data-entry={e.name}
            >
              {i18n._(MENU_LABELS[e.name])}
            </Link>
          </li>
        ))}
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={item} onClick={onLogout}>
            <LogoutIcon /> <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
