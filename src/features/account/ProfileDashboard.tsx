import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { configQuery } from '../../api/queries/config';
import { useScope } from '../../api/scope';
import type { User } from '../../api/types';
import { formatMoney, moneyFormatOf, toNumber } from '../../domain/money';
import { formatDateTime } from '../../domain/datetime';

const card = css({
  stack: '1',
  p: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  color: 'fg.default',
  textDecoration: 'none',
  minW: '0',
  flex: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
});
const figure = css({ fontSize: 'lg', fontWeight: 'bold', overflowWrap: 'anywhere' });
const label = css({ fontSize: 'sm', color: 'fg.muted' });

function Stat({
  to,
  value,
  children,
}: {
  to?: '/my-orders' | '/wallet' | '/loyalty-points';
  value: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <>
      <span className={label}>{children}</span>
      <span className={figure}>{value}</span>
    </>
  );
  return (
    <li className={css({ display: 'flex' })}>
      {to ? (
        <Link to={to} className={card}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}

/** The profile's summary from customer/info: member since, orders placed, wallet and points (each only when the business has it). */
export function ProfileDashboard({ profile }: { profile: User }) {
  const { i18n } = useLingui();
  const config = useQuery(configQuery()).data;
  const moduleType = useScope().moduleType;
  const money = formatMoney(toNumber(profile.wallet_balance), moneyFormatOf(config));
  const since = profile.created_at ? formatDateTime(profile.created_at, i18n.locale, false) : null;
  const points = new Intl.NumberFormat(i18n.locale).format(profile.loyalty_point ?? 0);
  return (
    <section aria-labelledby="dashboard-title" data-testid="profile-dashboard" className={css({ stack: '3' })}>
      <h2 id="dashboard-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>My account</Trans>
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: '3' })}>
        <Stat value={since ?? <Trans>{profile.member_since_days ?? 0} days</Trans>}>
          <Trans>Member since</Trans>
        </Stat>
        <Stat to="/my-orders" value={new Intl.NumberFormat(i18n.locale).format(profile.order_count ?? 0)}>
          <Trans>Orders placed</Trans>
        </Stat>
        {config?.customer_wallet_status !== 0 ? (
          <Stat to="/wallet" value={money}>
            <Trans>Wallet balance</Trans>
          </Stat>
        ) : null}
        {config?.loyalty_point_status !== 0 ? (
          <Stat to="/loyalty-points" value={points}>
            <Trans>Loyalty points</Trans>
          </Stat>
        ) : null}
      </ul>
      {moduleType !== 'parcel' ? (
        <Link
          to="/interest"
          search={{ from: 'profile' }}
          className={css({
            alignSelf: 'flex-start',
            color: 'accent.default',
            fontWeight: 'semibold',
            minHeight: '11',
            display: 'inline-flex',
            alignItems: 'center',
            textDecoration: 'underline',
          })}
        >
          <Trans>My interests</Trans>
        </Link>
      ) : null}
    </section>
  );
}
