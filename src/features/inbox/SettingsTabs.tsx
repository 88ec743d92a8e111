import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { inboxPageClass } from './InboxPage';

const tab = css({
  flex: '1',
  textAlign: 'center',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  color: 'fg.muted',
  minHeight: '11',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&[aria-current=page]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
});

/** acc §2: /settings serves both the inbox and the settings entries; the two tabs switch between them. */
export function SettingsTabs({ page, children }: { page: SettingsPage; children: ReactNode }) {
  return (
    <section className={inboxPageClass} data-testid={page === 'inbox' ? 'inbox-page' : 'settings-page'}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {page === 'inbox' ? <Trans>Inbox</Trans> : <Trans>Settings</Trans>}
      </h1>
      <nav className={css({ display: 'flex', gap: '1', p: '1', bg: 'bg.subtle', borderRadius: 'lg' })}>
        <SettingsTab to="inbox" page={page}>
          <Trans>Inbox</Trans>
        </SettingsTab>
        <SettingsTab to="settings" page={page}>
          <Trans>Settings</Trans>
        </SettingsTab>
      </nav>
      {children}
    </section>
  );
}

type SettingsPage = 'inbox' | 'settings';

function SettingsTab({ to, page, children }: { to: SettingsPage; page: SettingsPage; children: ReactNode }) {
  return (
    <Link to="/settings" search={{ page: to }} className={tab} aria-current={page === to ? 'page' : undefined}>
      {children}
    </Link>
  );
}
