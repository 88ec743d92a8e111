import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { configQuery } from '../../api/queries/config';
import { accountModulesQuery } from '../../api/queries/accountPages';
import { accountMenuEntries } from '../../domain/authAccountMenu';
import { LogoutIcon } from '../../ui/icons';
import { sendTo, useLoaded } from '../../flows/lazyActor';
import { useLogoutLoader } from './accountActors';
import { useProfile } from './useProfile';
import { MENU_LABELS } from './menuLabels';

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
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

const LogoutDialog = lazy(() => import('./LogoutDialog'));

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

/** acc §2 Header: the profile menu of a signed-in customer (AccountEntry shows it). */
export default function ProfileMenu() {
  const { t, i18n } = useLingui();
  const logout = useLogoutLoader();
  const { data: profile } = useProfile();
  const config = useQuery(configQuery()).data;
  const modules = useQuery(accountModulesQuery()).data;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const entries = accountMenuEntries(config, modules);
  const name = [profile?.f_name, profile?.l_name].filter(Boolean).join(' ');
  const initials = (profile?.f_name?.[0] ?? '') + (profile?.l_name?.[0] ?? '');

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={css({ position: 'relative' })}>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t`Account menu`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        data-testid="account-menu-button"
      >
        {profile?.image_full_url ? (
          <img src={profile.image_full_url} alt="" width={32} height={32} className={css({ borderRadius: 'full', objectFit: 'cover', width: '8', height: '8' })} />
        ) : (
          <span
            aria-hidden
            className={css({ width: '8', height: '8', borderRadius: 'full', bg: 'accent.default', color: 'accent.fg', display: 'grid', placeItems: 'center', fontSize: 'sm', fontWeight: 'bold' })}
          >
            {initials.toUpperCase() || '?'}
          </span>
        )}
      </button>
      {open ? (
        <nav
          id={menuId}
          aria-label={t`Account`}
          data-testid="account-menu"
          className={css({
            position: 'absolute',
            insetEnd: '0',
            top: 'calc(100% + 8px)',
            width: '64',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
            boxShadow: 'raised',
            py: '2',
            zIndex: 'dropdown',
          })}
        >
          {name ? <p className={css({ px: '4', pb: '2', fontWeight: 'bold', borderBottomWidth: '1px', borderColor: 'border.default', mb: '1' })}>{name}</p> : null}
          <ul>
            {entries.map((e) => (
              <li key={e.id}>
                <Link to={e.path} search={e.search} className={item} onClick={() => setOpen(false)} data-entry={e.name}>
                  {i18n._(MENU_LABELS[e.name])}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={item}
                onClick={() => {
                  setOpen(false);
                  sendTo(logout, { type: 'logout.request' });
                }}
              >
                <LogoutIcon /> <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
      <LogoutDialogHost />
    </div>
  );
}
