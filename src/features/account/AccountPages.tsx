import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { couponsQuery } from '../../api/queries/accountPages';
import { useScope, useSignedIn } from '../../api/scope';
import { isFreeDeliveryCoupon } from '../../domain/coupon';
import { readingColumnClass } from '../../ui/surfaces';
import { formatMoney, moneyFormatOf, toNumber } from '../../domain/money';
import { dateFormat } from '../../domain/datetime';
import { listRowCardClass, listRowClass } from '../../ui/listRow';

/** The one money formatter (core §9), as prices use it. */
function useMoney() {
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  return (amount: number | string | null | undefined) => formatMoney(toNumber(amount), fmt);
}

function useDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined) =>
    iso ? dateFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
}

const listClass = css({ stack: '2' });
const rowClass = cx(listRowClass, listRowCardClass);
const h1 = css({ fontSize: '2xl', fontWeight: 'bold' });

const PAGE_TITLES = {
  wallet: msg`Wallet`,
  'loyalty-points': msg`Loyalty Points`,
  'my-orders': msg`My Orders`,
  'my-trips': msg`My Trips`,
  coupons: msg`Coupons`,
  'referral-code': msg`Referral Code`,
} as const;

/** A signed-in page: guests see the prompt the route gives. */
export function AccountPage({
  page,
  guest,
  children,
  testId,
}: {
  page: keyof typeof PAGE_TITLES;
  guest: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const signedIn = useSignedIn();
  const { i18n } = useLingui();
  return (
    <section className={readingColumnClass} data-testid={testId}>
      <h1 className={h1}>{i18n._(PAGE_TITLES[page])}</h1>
      {signedIn ? children : guest}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    // Written here, not with ui/StateMessage: that shared chunk would take the wallet's pages over their budget.
    <div className={css({ textAlign: 'center', color: 'fg.muted', py: '8', stack: '3', alignItems: 'center' })}>
      <p>{children}</p>
      <Link to="/home" className={button({ variant: 'outline' })}>
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}

function Loading() {
  return <div aria-busy="true" className={css({ height: '24', bg: 'bg.subtle', borderRadius: 'lg' })} />;
}

export function CouponsContent() {
  const signedIn = useSignedIn();
  // With a zone chosen an empty list is the zone's (and module's) answer, not a missing location.
  const zoneChosen = useScope().zoneIds.length > 0;
  const coupons = useQuery(couponsQuery(signedIn));
  const money = useMoney();
  const date = useDate();
  if (coupons.isPending && coupons.fetchStatus !== 'idle') return <Loading />;
  if (!coupons.data?.length)
    return (
      <Empty>
        {zoneChosen ? (
          <Trans>No coupons available for this module in your zone.</Trans>
        ) : (
          <Trans>No coupons available. Choose a location to see the coupons of your zone.</Trans>
        )}
      </Empty>
    );
  return (
    <ul className={listClass} data-testid="coupons-list">
      {coupons.data.map((c) => (
        <li key={c.id} className={rowClass} data-testid="coupon-row" data-code={c.code}>
          <span>
            <strong dir="ltr">{c.code}</strong>
            <br />
            <small className={css({ color: 'fg.muted' })}>{c.title}</small>
          </span>
          <span className={css({ textAlign: 'end' })}>
            {/* A free-delivery coupon takes no money off (acc §9): "৳0.00" would read as worthless. */}
            {isFreeDeliveryCoupon(c) ? (
              <Trans>Free delivery</Trans>
            ) : c.discount_type === 'percent' ? (
              `${c.discount}%`
            ) : (
              money(c.discount)
            )}
            <br />
            <small className={css({ color: 'fg.muted' })}>
              <Trans>Until {date(c.expire_date)}</Trans>
            </small>
          </span>
        </li>
      ))}
    </ul>
  );
}
