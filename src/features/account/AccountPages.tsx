import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { couponsQuery, loyaltyTransactionsQuery, ordersQuery, walletTransactionsQuery } from '../../api/queries/account';
import { useProfile } from './useProfile';
import { useSignedIn } from '../../api/scope';
import { pageClass } from './pageLayout';
import { formatMoney, formatSignedMoney, moneyFormatOf, sumMoney, toNumber } from '../../domain/money';
import { loyaltyTransactionKind, orderStatusOf, walletTransactionKind } from '../../domain/history';
import { LOYALTY_TRANSACTION_LABELS, ORDER_STATUS_LABELS, WALLET_TRANSACTION_LABELS } from './historyLabels';

/** The one money formatter (core §9), as prices use it. */
function useMoney() {
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  return (amount: number | string | null | undefined) => formatMoney(toNumber(amount), fmt);
}

function useDate() {
  const { i18n } = useLingui();
  return (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '');
}

const card = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '1' });
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface' });
const h1 = css({ fontSize: '2xl', fontWeight: 'bold' });
/** An amount never breaks between its sign, symbol and digits, and reads left to right in Arabic too. */
const amountClass = css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', flexShrink: 0 });

const PAGE_TITLES = {
  wallet: msg`Wallet`,
  'loyalty-points': msg`Loyalty Points`,
  'my-orders': msg`My Orders`,
  'my-trips': msg`My Trips`,
  coupons: msg`Coupons`,
  'referral-code': msg`Referral Code`,
  settings: msg`Inbox and settings`,
} as const;

/** A signed-in page: guests see the prompt the route gives. */
export function AccountPage({ page, guest, children, testId }: { page: keyof typeof PAGE_TITLES; guest: ReactNode; children: ReactNode; testId: string }) {
  const signedIn = useSignedIn();
  const { i18n } = useLingui();
  return (
    <section className={pageClass} data-testid={testId}>
      <h1 className={h1}>{i18n._(PAGE_TITLES[page])}</h1>
      {signedIn ? children : guest}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className={css({ textAlign: 'center', color: 'fg.muted', py: '8', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}>
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

export function WalletContent() {
  const { signedIn, data: profile } = useProfile();
  const tx = useQuery(walletTransactionsQuery(signedIn));
  const money = useMoney();
  const fmt = moneyFormatOf(useQuery(configQuery()).data);
  const signed = (amount: number) => formatSignedMoney(amount, fmt);
  return (
    <>
      <div className={card} data-testid="wallet-balance">
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Wallet balance</Trans>
        </span>
        <strong className={css({ fontSize: '2xl' })} dir="ltr">
          {money(profile?.wallet_balance)}
        </strong>
      </div>
      <h2 className={css({ fontWeight: 'bold' })}>
        <Trans>Transaction history</Trans>
      </h2>
      <TransactionHistory
        query={tx}
        label={(row) => WALLET_TRANSACTION_LABELS[walletTransactionKind(row.transaction_type)]}
        amount={(row) => signed(row.credit > 0 ? sumMoney([row.credit, row.admin_bonus ?? 0]) : -row.debit)}
        empty={<Trans>No transactions yet.</Trans>}
      />
    </>
  );
}

interface TransactionRow {
  id: number | string;
  transaction_type: string;
  created_at: string;
  credit: number;
  debit: number;
  admin_bonus?: number | null;
}

/** The wallet's and the loyalty points' history: one row per transaction, newest as the server orders them. */
function TransactionHistory<R extends TransactionRow>({
  query,
  label,
  amount,
  empty,
}: {
  query: { isPending: boolean; data?: R[] | undefined };
  label: (row: R) => MessageDescriptor;
  amount: (row: R) => string;
  empty: ReactNode;
}) {
  const date = useDate();
  const { i18n } = useLingui();
  if (query.isPending) return <Loading />;
  if (!query.data?.length) return <Empty>{empty}</Empty>;
  return (
    <ul className={listClass}>
      {query.data.map((row) => (
        <li key={row.id} className={rowClass}>
          <span>
            {i18n._(label(row))}
            <br />
            <small className={css({ color: 'fg.muted' })}>{date(row.created_at)}</small>
          </span>
          <strong dir="ltr" className={amountClass}>
            {amount(row)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

export function LoyaltyContent() {
  const { signedIn, data: profile } = useProfile();
  const tx = useQuery(loyaltyTransactionsQuery(signedIn));
  return (
    <>
      <div className={card} data-testid="loyalty-balance">
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Total points</Trans>
        </span>
        <strong className={css({ fontSize: '2xl' })}>{profile?.loyalty_point ?? 0}</strong>
      </div>
      <h2 className={css({ fontWeight: 'bold' })}>
        <Trans>Point history</Trans>
      </h2>
      <TransactionHistory
        query={tx}
        label={(row) => LOYALTY_TRANSACTION_LABELS[loyaltyTransactionKind(row.transaction_type)]}
        amount={(row) => (row.credit > 0 ? `+${row.credit}` : `-${row.debit}`)}
        empty={<Trans>No points yet.</Trans>}
      />
    </>
  );
}

export function OrdersContent() {
  const signedIn = useSignedIn();
  const orders = useQuery(ordersQuery(signedIn));
  const money = useMoney();
  const date = useDate();
  const { i18n } = useLingui();
  if (orders.isPending) return <Loading />;
  if (!orders.data?.length)
    return (
      <Empty>
        <Trans>You have no orders yet.</Trans>
      </Empty>
    );
  return (
    <ul className={listClass} data-testid="orders-list">
      {orders.data.map((o) => (
        <li key={o.id} className={rowClass}>
          <span>
            <Trans>Order #{o.id}</Trans>
            <br />
            <small className={css({ color: 'fg.muted' })}>
              {date(o.created_at)} · <span data-testid="order-status">{i18n._(ORDER_STATUS_LABELS[orderStatusOf(o.order_status)])}</span>
            </small>
          </span>
          <strong dir="ltr" className={amountClass}>
            {money(o.order_amount)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

export function CouponsContent() {
  const signedIn = useSignedIn();
  const coupons = useQuery(couponsQuery(signedIn));
  const money = useMoney();
  const date = useDate();
  if (coupons.isPending && coupons.fetchStatus !== 'idle') return <Loading />;
  if (!coupons.data?.length)
    return (
      <Empty>
        <Trans>No coupons available. Choose a location to see the coupons of your zone.</Trans>
      </Empty>
    );
  return (
    <ul className={listClass} data-testid="coupons-list">
      {coupons.data.map((c) => (
        <li key={c.id} className={rowClass}>
          <span>
            <strong dir="ltr">{c.code}</strong>
            <br />
            <small className={css({ color: 'fg.muted' })}>{c.title}</small>
          </span>
          <span className={css({ textAlign: 'end' })}>
            {c.discount_type === 'percent' ? `${c.discount}%` : money(c.discount)}
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

export function ReferralContent() {
  const { data: profile } = useProfile();
  const config = useQuery(configQuery()).data;
  const money = useMoney();
  const code = profile?.ref_code ?? '';
  const reward = money(config?.ref_earning_exchange_rate);
  return (
    <div className={card} data-testid="referral-code">
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Share your code: friends who sign up with it earn you {reward}.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <strong className={css({ fontSize: 'xl', letterSpacing: 'wider' })} dir="ltr">
          {code}
        </strong>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void navigator.clipboard?.writeText(code)}>
          <Trans>Copy</Trans>
        </button>
      </div>
    </div>
  );
}

/** acc §2 /my-trips (rental); the trip list comes with the rental issue. */
export function TripsContent() {
  return (
    <Empty>
      <Trans>You have no trips yet.</Trans>
    </Empty>
  );
}

/** acc §2 /settings, for both the inbox and the settings entries; the inbox comes with the chat issue. */
export function InboxContent() {
  return (
    <Empty>
      <Trans>No messages yet.</Trans>
    </Empty>
  );
}
