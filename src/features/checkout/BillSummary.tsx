import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Bill } from '../../domain/bill';
import type { SummaryRow } from '../../domain/cartLine';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { Section } from './Section';

function Row({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: strong ? 'md' : 'sm', fontWeight: strong ? 'bold' : 'normal' })}>
      <span>{label}</span>
      <span className={css({ unicodeBidi: 'isolate', whiteSpace: 'nowrap' })} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** What is bought and the bill (acc §9): the same figures the server charges. */
export function BillSummary({ rows, bill, money, delivery }: { rows: SummaryRow[]; bill: Bill; money: MoneyFormat; delivery: boolean }) {
  const m = (n: number) => formatMoney(n, money);
  return (
    <Section title={<Trans>Order Summary</Trans>} testId="checkout-summary">
      <ul data-testid="checkout-lines">
        {rows.map((r) => (
          <li key={r.key} data-testid="checkout-line" className={css({ display: 'flex', gap: '3', alignItems: 'center', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}>
            {r.image ? <img src={r.image} alt="" width={48} height={48} className={css({ width: '12', height: '12', borderRadius: 'lg', objectFit: 'cover', flexShrink: 0 })} /> : null}
            <div className={css({ flex: '1', minWidth: '0' })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{r.name}</p>
              {r.choices.length ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{r.choices.join(' · ')}</p> : null}
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                <Trans>Quantity: {r.quantity}</Trans>
              </p>
            </div>
            <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>{m(r.total)}</span>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="checkout-bill">
        <Row label={<Trans>Subtotal</Trans>} value={m(bill.subtotal)} testId="checkout-subtotal" />
        {bill.itemDiscount > 0 ? <Row label={<Trans>Discount</Trans>} value={`− ${m(bill.itemDiscount)}`} testId="bill-item-discount" /> : null}
        {bill.storeDiscount > 0 ? <Row label={<Trans>Store discount</Trans>} value={`− ${m(bill.storeDiscount)}`} testId="bill-store-discount" /> : null}
        {bill.couponDiscount > 0 ? <Row label={<Trans>Coupon discount</Trans>} value={`− ${m(bill.couponDiscount)}`} testId="bill-coupon" /> : null}
        <Row label={bill.taxIncluded ? <Trans>VAT/Tax (included)</Trans> : <Trans>VAT/Tax</Trans>} value={bill.taxIncluded ? `(${m(bill.tax)})` : `+ ${m(bill.tax)}`} testId="bill-tax" />
        {delivery ? (
          <Row
            label={<Trans>Delivery fee</Trans>}
            value={bill.deliveryFree ? <Trans>Free</Trans> : `+ ${m(bill.deliveryFee)}`}
            testId="bill-delivery"
          />
        ) : null}
        {bill.tip > 0 ? <Row label={<Trans>Delivery man tips</Trans>} value={`+ ${m(bill.tip)}`} testId="bill-tip" /> : null}
        {bill.additionalCharge > 0 ? <Row label={bill.additionalChargeName} value={`+ ${m(bill.additionalCharge)}`} testId="bill-additional" /> : null}
        {bill.extraPackaging > 0 ? <Row label={<Trans>Extra packaging</Trans>} value={`+ ${m(bill.extraPackaging)}`} testId="bill-packaging" /> : null}
        <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}>
          <Row label={<Trans>Total</Trans>} value={m(bill.total)} testId="checkout-total" strong />
        </div>
      </div>
    </Section>
  );
}
