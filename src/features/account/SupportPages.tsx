import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { readingColumnClass } from '../../ui/surfaces';

const h1 = css({ fontSize: '2xl', fontWeight: 'bold' });

/** acc §2 /help-and-support: how to reach the business (config phone, e-mail and address), and its support chat. */
export function HelpAndSupportPage({ chat }: { chat?: React.ReactNode }) {
  const config = useQuery(configQuery()).data;
  return (
    <section className={readingColumnClass} data-testid="help-page">
      <h1 className={h1}>
        <Trans>Help & Support</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>We are here to help. Contact our support team:</Trans>
      </p>
      <ul className={css({ stack: '2' })}>
        {config?.phone ? (
          <li>
            <a className={button({ variant: 'outline' })} href={`tel:${config.phone}`} dir="ltr">
              {config.phone}
            </a>
          </li>
        ) : null}
        {config?.email ? (
          <li>
            <a className={button({ variant: 'outline' })} href={`mailto:${config.email}`}>
              {config.email}
            </a>
          </li>
        ) : null}
        {config?.address ? <li className={css({ color: 'fg.muted' })}>{config.address}</li> : null}
        {chat ? <li>{chat}</li> : null}
      </ul>
    </section>
  );
}

/** acc §2 /terms-and-conditions (opened in a new tab from the sign-up form). */
export function TermsPage() {
  return (
    <section className={readingColumnClass} data-testid="terms-page">
      <h1 className={h1}>
        <Trans>Terms & Conditions</Trans>
      </h1>
      <p>
        <Trans>By creating an account you agree to the terms of service and the privacy policy of this store.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link to="/$page" params={{ page: 'terms' }} className={button({ variant: 'outline' })}>
          <Trans>Terms of service</Trans>
        </Link>
        <Link to="/$page" params={{ page: 'privacy' }} className={button({ variant: 'outline' })}>
          <Trans>Privacy policy</Trans>
        </Link>
      </div>
    </section>
  );
}
