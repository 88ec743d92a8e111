import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Bill as CheckoutBill } from '../../domain/bill';
import { billLines, walletSplit, type BillFacts } from '../../domain/billLines';
import type { SummaryRow } from '../../domain/cartLine';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { Bill, type BillTestIds } from '../../ui/Bill';
import { Section } from './Section';

const lineImageClass = css({ width: '12', height: '12', borderRadius: 'lg', objectFit: 'cover', flexShrink: 0 });

const TEST_IDS: BillTestIds = {
  'bill.items': 'checkout-subtotal',
  'bill.itemDiscount': 'bill-item-discount',
  'bill.storeDiscount': 'bill-store-discount',
  'bill.coupon': 'bill-coupon',
  'bill.tax': 'bill-tax',
  'bill.taxIncluded': 'bill-tax',
  'bill.delivery': 'bill-delivery',
  'bill.tip': 'bill-tip',
  'bill.additional': 'bill-additional',
  'bill.packaging': 'bill-packaging',
  'bill.total': 'checkout-total',
  'bill.walletPaid': 'bill-wallet-paid',
  'bill.dueOnDelivery': 'bill-due',
  'bill.due': 'bill-due',
};

/** A partial payment the customer chose: what the wallet pays, and whether the rest is paid on delivery. */
export interface PartialPay {
  walletBalance: number;
  onDelivery: boolean;
}

/** The checkout's figures as bill facts: delivery only for a delivery order; a partial payment's split after the total. */
function checkoutBillFacts(bill: CheckoutBill, delivery: boolean, partial: PartialPay | null): BillFacts {
  const split = partial ? walletSplit(bill.total, partial.walletBalance, bill.digits) : null;
  return {
    base: { id: 'bill.items', amount: bill.subtotal },
    itemDiscount: bill.itemDiscount,
    storeDiscount: bill.storeDiscount,
    coupon: bill.couponDiscount,
    tax: { amount: bill.tax, included: bill.taxIncluded },
    // No delivery line until an address gives the fee (a "Free" or a minimum fee there would be a guess).
    delivery: delivery && !bill.awaitingAddress ? { fee: bill.deliveryFee, free: Boolean(bill.deliveryFree) } : null,
    tip: bill.tip,
    additional: { amount: bill.additionalCharge, name: bill.additionalChargeName },
    packaging: bill.extraPackaging,
    total: bill.total,
    ...(split ? { walletPaid: split.walletPaid, due: { amount: split.due, onDelivery: partial!.onDelivery } } : {}),
  };
}

/** What is bought and the bill (acc §9): the same figures the server charges. */
export function BillSummary({
  rows,
  bill,
  money,
  delivery,
  partial = null,
}: {
  rows: SummaryRow[];
  bill: CheckoutBill;
  money: MoneyFormat;
  delivery: boolean;
  partial?: PartialPay | null;
}) {
  const m = (n: number) => formatMoney(n, money);
  return (
    <Section title={<Trans>Order Summary</Trans>} testId="checkout-summary">
      <ul data-testid="checkout-lines">
        {rows.map((r) => (
          <li
            key={r.key}
            data-testid="checkout-line"
            className={css({ cluster: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}
          >
            {r.image ? <img src={r.image} alt="" width={48} height={48} className={lineImageClass} /> : null}
            <div className={css({ flex: '1', minWidth: '0' })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{r.name}</p>
              {r.choices.length || r.addOns.length ? (
                <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="checkout-line-choices">
                  {[...r.choices, ...r.addOns.map((a) => `${a.name} × ${a.quantity}`)].join(' · ')}
                </p>
              ) : null}
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                <Trans>Quantity: {r.quantity}</Trans>
              </p>
            </div>
            <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })}>{m(r.total)}</span>
          </li>
        ))}
      </ul>
      <Bill
        rows={billLines(checkoutBillFacts(bill, delivery, partial))}
        money={money}
        testIds={TEST_IDS}
        testId="checkout-bill"
      />
      {delivery && bill.awaitingAddress ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="bill-delivery-pending">
          <Trans>The delivery fee is added once you choose a delivery address.</Trans>
        </p>
      ) : null}
    </Section>
  );
}
