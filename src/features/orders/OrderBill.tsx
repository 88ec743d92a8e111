import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { OrderLine } from '../../api/queries/orders';
import type { PlacedOrder } from '../../domain/types/placedOrder';
import { billLines, orderBillFacts, orderItemsOf } from '../../domain/billLines';
import { variationText } from '../../domain/orders';
import { priceToBeConfirmed } from '../../domain/prescription';
import { Bill } from '../../ui/Bill';
import { Skeleton } from '../../ui/Skeleton';
import { useMoney, useMoneyFormat } from './format';
import { amountClass, Section } from './OrderSection';

const lineImageClass = css({ width: '12', height: '12', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 });

/** What was bought: one row a line, its choices and add-ons, at its price. */
export function OrderLines({ lines, pending }: { lines: OrderLine[] | undefined; pending: boolean }) {
  const money = useMoney();
  return (
    <Section title={<Trans>Items</Trans>} testId="order-lines">
      {pending ? <Skeleton className={css({ height: '16' })} /> : null}
      <ul className={css({ stack: '3' })}>
        {(lines ?? []).map((l) => {
          const item = l.item_details as { name?: string; image_full_url?: string | null };
          return (
            <li key={l.id} className={css({ display: 'flex', gap: '3' })} data-testid="order-line">
              {l.image_full_url || item.image_full_url ? (
                <img
                  src={(l.image_full_url ?? item.image_full_url)!}
                  alt=""
                  width={48}
                  height={48}
                  className={lineImageClass}
                />
              ) : null}
              <div className={css({ flex: '1', minWidth: 0, display: 'flex', flexDirection: 'column' })}>
                <span>
                  <span dir="ltr">{l.quantity} ×</span> {item.name}
                </span>
                {variationText(l.variation).map((v) => (
                  <small key={v} className={css({ color: 'fg.muted' })}>
                    {v}
                  </small>
                ))}
                {(l.add_ons ?? []).map((a) => (
                  <small key={a.id} className={css({ color: 'fg.muted' })}>
                    <Trans>
                      Add-on: {a.name} × {a.quantity}
                    </Trans>
                  </small>
                ))}
              </div>
              <span dir="ltr" className={amountClass}>
                {money(l.price * l.quantity + (l.total_add_on_price ?? 0))}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The order's bill (acc §9): only the lines that apply, a parcel's charge in place of items. */
export function OrderBill({
  order,
  lines,
  taxIncluded,
}: {
  order: PlacedOrder;
  lines: OrderLine[];
  taxIncluded: boolean;
}) {
  const money = useMoneyFormat();
  const rows = billLines(orderBillFacts(order, orderItemsOf(lines, money.digits), taxIncluded));
  return (
    <Section title={<Trans>Bill</Trans>} testId="order-bill">
      {priceToBeConfirmed(order) ? (
        <p
          role="status"
          className={css({ fontWeight: 'semibold', color: 'fg.default' })}
          data-testid="price-to-be-confirmed"
        >
          <Trans>
            Price to be confirmed: the pharmacy sets the price of your prescription. So far: delivery, tip and charges.
          </Trans>
        </p>
      ) : null}
      <Bill
        rows={rows}
        money={money}
        testIds={{
          'bill.total': 'order-total',
          'bill.coupon': 'order-coupon',
          'bill.parcelCharge': 'order-parcel-charge',
        }}
      />
    </Section>
  );
}
