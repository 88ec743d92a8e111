import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { walletSplit } from '../../domain/billLines';
import type { Order } from '../../domain/types/order';
import type { OrderLine } from '../../api/queries/orders';
import { isPaymentMethodId } from '../../domain/payment';
import { priceToBeConfirmed } from '../../domain/prescription';
import { PAYMENT_METHOD_LABELS } from '../../ui/paymentLabels';
import { card, mutedText } from './Section';

/** The order-placed page's parts that show the order as the server has it (OrderPlaced.tsx). */

/** The order's total and how it is paid (with the wallet's part of a partial payment). */
export function PlacedTotals({ order, money }: { order: Order; money: MoneyFormat }) {
  const { i18n } = useLingui();
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', fontSize: 'sm' })}>
      <dt className={mutedText}>
        <Trans>Total</Trans>
      </dt>
      <dd className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })} data-testid="order-total">
        {formatMoney(Number(order.order_amount), money)}
        {priceToBeConfirmed(order) ? (
          <small
            role="status"
            className={css({ display: 'block', fontWeight: 'normal' })}
            data-testid="price-to-be-confirmed"
          >
            <Trans>
              Price to be confirmed: the pharmacy sets the price of your prescription. So far: delivery, tip and
              charges.
            </Trans>
          </small>
        ) : null}
      </dd>
      <dt className={mutedText}>
        <Trans>Payment</Trans>
      </dt>
      <dd data-testid="order-payment">
        {isPaymentMethodId(order.payment_method)
          ? i18n._(PAYMENT_METHOD_LABELS[order.payment_method])
          : String(order.payment_method)}{' '}
        ·{' '}
        {order.payment_status === 'paid' ? (
          <Trans>Paid</Trans>
        ) : order.payment_status === 'partially_paid' ? (
          <Trans>Partially paid</Trans>
        ) : (
          <Trans>Unpaid</Trans>
        )}
      </dd>
      <PartialPaymentRows order={order} money={money} />
    </dl>
  );
}

/** What was bought: each line's name and quantity. */
export function PlacedLines({ lines }: { lines: OrderLine[] }) {
  return (
    <div className={card}>
      <h2 className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        <Trans>What you bought</Trans>
      </h2>
      <ul data-testid="order-lines">
        {lines.map((l) => (
          <li
            key={l.id}
            className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '1', fontSize: 'sm' })}
            data-testid="order-line"
          >
            <span>
              {l.item_details?.name ?? `#${l.id}`} × {l.quantity}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The order's page (with the offline method's details to send, when paid offline), tracking, and the home. */
export function PlacedLinks({
  orderId,
  signedIn,
  trackHref,
  offlineMethodId,
}: {
  orderId: number;
  signedIn: boolean;
  trackHref: string;
  offlineMethodId: number | null;
}) {
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {signedIn ? (
        <a
          href={`/my-orders/${orderId}${offlineMethodId ? `?offline_method=${offlineMethodId}` : ''}`}
          className={button({ variant: offlineMethodId ? 'solid' : 'outline' })}
          data-testid="order-details-link"
        >
          {offlineMethodId ? <Trans>Send payment details</Trans> : <Trans>View order</Trans>}
        </a>
      ) : null}
      <a href={trackHref} className={button({ variant: 'outline' })} data-testid="order-track-link">
        <Trans>Track order</Trans>
      </a>
      <a href="/home" className={button({ variant: 'ghost' })}>
        <Trans>Continue Shopping</Trans>
      </a>
    </div>
  );
}

/** A partial payment: what left the wallet and what is still due (in cash on delivery, or by the other method). */
function PartialPaymentRows({ order, money }: { order: Order; money: MoneyFormat }) {
  const split =
    order.payment_status === 'partially_paid'
      ? walletSplit(Number(order.order_amount), Number(order.partially_paid_amount ?? 0), money.digits)
      : null;
  if (!split) return null;
  return (
    <>
      <dt className={mutedText}>
        <Trans>Paid from the wallet</Trans>
      </dt>
      <dd className={css({ unicodeBidi: 'isolate' })} data-testid="order-wallet-paid">
        {formatMoney(split.walletPaid, money)}
      </dd>
      <dt className={mutedText}>
        {order.payment_method === 'cash_on_delivery' ? <Trans>Due on delivery</Trans> : <Trans>Still to pay</Trans>}
      </dt>
      <dd className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })} data-testid="order-due">
        {formatMoney(split.due, money)}
      </dd>
    </>
  );
}
