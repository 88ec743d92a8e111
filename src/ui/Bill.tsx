import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { ownChargeName, type BillLineId, type BillLineRow } from '../domain/billLines';
import { formatMoney, type MoneyFormat } from '../domain/money';

const LABELS: Record<BillLineId, MessageDescriptor> = {
  'bill.items': msg`Subtotal`,
  'bill.fare': msg`Fare`,
  'bill.parcelCharge': msg`Delivery charge`,
  'bill.prescription': msg`Prescription`,
  'bill.itemDiscount': msg`Discount`,
  'bill.storeDiscount': msg`Store discount`,
  'bill.tripDiscount': msg`Discount`,
  'bill.coupon': msg`Coupon discount`,
  'bill.tax': msg`VAT/Tax`,
  'bill.taxIncluded': msg`VAT/Tax (included)`,
  'bill.delivery': msg`Delivery fee`,
  'bill.tip': msg`Delivery man tips`,
  'bill.additional': msg`Service charge`,
  'bill.packaging': msg`Extra packaging`,
  'bill.total': msg`Total`,
  'bill.walletPaid': msg`Paid from the wallet`,
  'bill.dueOnDelivery': msg`Due on delivery`,
  'bill.due': msg`Still to pay`,
};

/** A line's own name (an admin's charge name), isolated by its own direction; the platform's default is translated. */
const ownName = (r: BillLineRow) => (r.id === 'bill.additional' ? ownChargeName(r.name) : r.name || null);

/** The test ids pages had before the one bill: the e2e suites read them. */
export type BillTestIds = Partial<Record<BillLineId, string>>;

const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' });
const amountClass = css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', flexShrink: 0 });
const totalClass = css({
  fontWeight: 'bold',
  fontSize: 'md',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pt: '2',
});

/**
 * One bill (acc §9) for every page: the lines of billLines(), each translated, amounts signed as they count
 * (− taken off, + added, in brackets when already in the prices, "Free" for free delivery).
 */
export function Bill({
  rows,
  money,
  testIds = {},
  testId,
}: {
  rows: readonly BillLineRow[];
  money: MoneyFormat;
  testIds?: BillTestIds;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const m = (n: number) => formatMoney(n, money);
  const value = (r: BillLineRow): ReactNode => {
    if (r.free) return i18n._(msg`Free`);
    if (r.sign === 'minus') return `− ${m(r.amount)}`;
    if (r.sign === 'plus') return `+ ${m(r.amount)}`;
    if (r.sign === 'included') return `(${m(r.amount)})`;
    return m(r.amount);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid={testId}>
      {rows.map((r) => (
        <p key={r.id} className={r.sign === 'total' ? `${rowClass} ${totalClass}` : rowClass} data-bill-line={r.id}>
          <span dir={ownName(r) ? 'auto' : undefined}>{ownName(r) ?? i18n._(LABELS[r.id])}</span>
          <span dir={r.free ? undefined : 'ltr'} className={amountClass} data-testid={testIds[r.id]}>
            {value(r)}
          </span>
        </p>
      ))}
    </div>
  );
}
