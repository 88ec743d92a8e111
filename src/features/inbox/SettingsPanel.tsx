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
      <SettingsSection id="settings-language" title={<Trans>Language</Trans>}>
        {language}
      </SettingsSection>
      <SettingsSection id="settings-theme" title={<Trans>Theme</Trans>}>
        {theme}
      </SettingsSection>
      <SettingsSection id="settings-account" title={<Trans>Account</Trans>}>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            Deleting your account removes your profile, addresses and wallet. Orders in progress must be completed
            first.
          </Trans>
        </p>
        <Link to="/profile" className={button({ variant: 'outline' })} data-testid="settings-delete-account">
          <Trans>Delete account…</Trans>
        </Link>
      </SettingsSection>
    </div>
  );
}

/** One titled card of the settings; its heading names the region. */
function SettingsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
