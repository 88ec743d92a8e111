import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { OrderTrack } from '../../api/queries/orders';
import { orderStatusOf } from '../../domain/history';
import { StatusChip } from './Timeline';
import { useDateTime } from './format';
import { rowClass, sectionClass } from './OrderSection';

// What an order says about itself, shown on the order page and on the guest's tracking page alike.

export function OrderHeader({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <div className={css({ stack: '1' })}>
        <strong className={css({ fontSize: 'lg' })} data-testid="order-id">
          <Trans>Order #{order.id}</Trans>
        </strong>
        <small className={css({ color: 'fg.muted' })}>
          <Trans>Placed {when(order.created_at)}</Trans>
        </small>
      </div>
      <StatusChip status={order.order_status} orderType={order.order_type} />
    </div>
  );
}

/** The OTP to give the courier, the schedule and the delivery window, the note and attachments. */
export function DeliveryInfo({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  const running = ![
    'delivered',
    'canceled',
    'failed',
    'refunded',
    'refund_requested',
    'refund_request_canceled',
  ].includes(orderStatusOf(order.order_status));
  const scheduled = Boolean((order as { scheduled?: number }).scheduled);
  const min = order.min_delivery_time;
  const max = order.max_delivery_time;
  const attachments = (order.order_attachment_full_url ?? []).filter((u): u is string => Boolean(u));
  const instruction = order.order_type === 'parcel' ? order.delivery_instruction : null;
  if (!running && !attachments.length && !order.order_note && !instruction) return null;
  return (
    <section className={sectionClass} data-testid="delivery-info">
      {running && order.otp && order.order_type !== 'take_away' ? (
        <p className={rowClass}>
          <span>
            <Trans>Delivery code for the courier</Trans>
          </span>
          <strong dir="ltr" data-testid="order-otp" className={css({ letterSpacing: 'widest', fontSize: 'lg' })}>
            {String(order.otp)}
          </strong>
        </p>
      ) : null}
      {running && scheduled && order.schedule_at ? (
        <p className={rowClass}>
          <span>
            <Trans>Scheduled for</Trans>
          </span>
          <span data-testid="order-schedule">{when(order.schedule_at)}</span>
        </p>
      ) : null}
      {running && min != null && max != null ? (
        <p className={rowClass}>
          <span>
            {order.order_type === 'take_away' ? <Trans>Ready for pickup in</Trans> : <Trans>Delivery time</Trans>}
          </span>
          <span data-testid="order-window">
            <Trans>
              {min}–{max} min
            </Trans>
          </span>
        </p>
      ) : null}
      {instruction ? (
        <p className={rowClass}>
          <span>
            <Trans>Instruction for the courier</Trans>
          </span>
          <span data-testid="order-instruction">{instruction}</span>
        </p>
      ) : null}
      {order.order_note ? (
        <p>
          <Trans>Note: {order.order_note}</Trans>
        </p>
      ) : null}
      {attachments.length ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {attachments.map((url, i) => (
            <a
              key={url}
              href={url}
              target="_blank"
              rel="noreferrer"
              className={button({ variant: 'outline', size: 'sm' })}
            >
              <Trans>Attachment {i + 1}</Trans>
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}
