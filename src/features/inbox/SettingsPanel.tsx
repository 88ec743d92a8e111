import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

const section = css({ stack: '2', p: '4', layerStyle: 'surface', borderRadius: 'lg' });
const heading = css({ fontWeight: 'bold', fontSize: 'md' });

/**
 * acc §2 /settings, the settings entry: the preferences this storefront keeps for the customer — language
 * and theme (on the device, as the header's controls do) — and the way to the account deletion of the
 * profile page. The platform's customer API keeps no notification preference (only the device's push
 * token), so there is no notification switch to show.
 */
export function SettingsPanel({ language, theme }: { language: ReactNode; theme: ReactNode }) {
  return (
    <div data-testid="settings-panel" className={css({ stack: '3' })}>
      <section className={section} aria-labelledby="settings-language">
        <h2 id="settings-language" className={heading}>
          <Trans>Language</Trans>
        </h2>
        {language}
      </section>
      <section className={section} aria-labelledby="settings-theme">
        <h2 id="settings-theme" className={heading}>
          <Trans>Theme</Trans>
        </h2>
        {theme}
      </section>
      <section className={section} aria-labelledby="settings-account">
        <h2 id="settings-account" className={heading}>
          <Trans>Account</Trans>
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            Deleting your account removes your profile, addresses and wallet. Orders in progress must be completed
            first.
          </Trans>
        </p>
        <Link to="/profile" className={button({ variant: 'outline' })} data-testid="settings-delete-account">
          <Trans>Delete account…</Trans>
        </Link>
      </section>
    </div>
  );
}
