import { useEffect, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { configQuery } from '../../api/queries/config';
import { orderLinesQuery, orderQuery, type OrderLine, type OrderTrack } from '../../api/queries/orders';
import { courierReviewsQuery, itemReviewsQuery } from '../../api/queries/inbox';
import { canCancel, canRequestRefund, canSwitchToCashOnDelivery, isOrderReviewed, variationText } from '../../domain/orders';
import { orderStatusOf } from '../../domain/history';
import { useOrderFlows } from '../../flows/orders';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline, StatusChip } from './Timeline';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';
import { useDateTime, useMoney } from './format';
import { paymentMethodLabel, paymentStateLabel } from './paymentLabels';

export const sectionClass = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', display: 'flex', flexDirection: 'column', gap: '2' });
const h2 = css({ fontWeight: 'bold' });
const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const amountClass = css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', flexShrink: 0 });

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={sectionClass} data-testid={testId}>
      <h2 className={h2}>{title}</h2>
      {children}
    </section>
  );
}

interface Person {
  f_name?: string;
  l_name?: string;
  image_full_url?: string | null;
  avg_rating?: number;
  rating_count?: number;
  phone?: string;
}

/** Issue 14 Order details at /my-orders/$orderId. */
export function OrderDetails({ orderId }: { orderId: number }) {
  const signedIn = useSignedIn();
  const order = useQuery(orderQuery(orderId, signedIn));
  const lines = useQuery(orderLinesQuery(orderId, signedIn));
  const config = useQuery(configQuery()).data;
  const { orderLogic } = useOrderFlows();
  const actor = useActorRef(orderLogic, { input: { orderId } });
  const action = useSelector(actor, (s) => s.value as { action: unknown });
  const cancelReason = useSelector(actor, (s) => s.context.cancelReason);
  const cashOnDelivery = Boolean(config?.cash_on_delivery);
  const refundsOn = Boolean(config?.refund_active_status ?? true);

  const data = order.data;
  useEffect(() => {
    if (data) actor.send({ type: 'order.sync', order: { order_status: data.order_status, payment_status: data.payment_status, payment_method: data.payment_method }, cashOnDelivery, refundsOn });
  }, [actor, data, cashOnDelivery, refundsOn]);
  useEffect(() => {
    const onVisibility = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    // Opened in a hidden tab (a link opened in the background): no refresh starts until the tab is shown.
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);

  if (order.isPending)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-busy="true">
        <Skeleton className={css({ height: '24' })} />
        <Skeleton className={css({ height: '40' })} />
      </div>
    );
  if (!data)
    return (
      <div className={css({ textAlign: 'center', py: '8', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })} data-testid="order-not-found">
        <p role="alert">
          <Trans>This order could not be found.</Trans>
        </p>
        <Link to="/my-orders" className={button({ variant: 'outline' })}>
          <Trans>Back to my orders</Trans>
        </Link>
      </div>
    );

  const a = (action as { action: unknown }).action;
  const cancelling = typeof a === 'object' && a !== null && 'cancelling' in a;
  const refunding = typeof a === 'object' && a !== null && 'refunding' in a;
  const busy = (typeof a === 'object' && a !== null && Object.values(a).includes('sending')) || a === 'switchingPayment';
  const status = orderStatusOf(data.order_status);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="order-details">
      <OrderHeader order={data} />
      <OrderTimeline order={data as never} />
      <DeliveryInfo order={data} />
      <Lines lines={lines.data} pending={lines.isPending} />
      <Bill order={data} lines={lines.data ?? []} taxIncluded={Boolean(config?.tax_included)} />
      <PaymentAndPlaces order={data} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} data-testid="order-actions">
        {canCancel(data.order_status) ? (
          <button type="button" className={button({ variant: 'danger' })} onClick={() => actor.send({ type: 'cancel.open' })}>
            <Trans>Cancel order</Trans>
          </button>
        ) : null}
        {canSwitchToCashOnDelivery(data, cashOnDelivery) ? (
          <button type="button" className={button()} onClick={() => actor.send({ type: 'payment.switchToCod' })} disabled={busy} aria-busy={busy}>
            <Trans>Pay with cash on delivery instead</Trans>
          </button>
        ) : null}
        {canRequestRefund(data, refundsOn) ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'refund.open' })}>
            <Trans>Request a refund</Trans>
          </button>
        ) : null}
        {status === 'delivered' ? <ReviewAction order={data} lines={lines.data} /> : null}
        {lines.data?.length ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'order.again' })} data-testid="order-again">
            <Trans>Order again</Trans>
          </button>
        ) : null}
        {signedIn ? (
          <a href={`/settings?page=inbox&order_id=${data.id}&with=store`} className={button({ variant: 'ghost' })} data-testid="chat-store">
            <Trans>Chat with the store</Trans>
          </a>
        ) : null}
        {signedIn && data.delivery_man ? (
          <a href={`/settings?page=inbox&order_id=${data.id}&with=deliveryman`} className={button({ variant: 'ghost' })} data-testid="chat-deliveryman">
            <Trans>Chat with the delivery man</Trans>
          </a>
        ) : null}
      </div>
      {cancelling ? (
        <CancelDialog
          reason={cancelReason}
          busy={busy}
          onReason={(reason) => actor.send({ type: 'cancel.reason', reason })}
          onSubmit={() => actor.send({ type: 'cancel.confirm' })}
          onClose={() => actor.send({ type: 'cancel.close' })}
        />
      ) : null}
      {refunding ? <RefundDialog busy={busy} onSubmit={(draft) => actor.send({ type: 'refund.submit', draft })} onClose={() => actor.send({ type: 'refund.close' })} /> : null}
    </div>
  );
}

/** A delivered order: "Write a review" until its items and courier are reviewed, then that it was (issue 18). */
function ReviewAction({ order, lines }: { order: OrderTrack; lines: OrderLine[] | undefined }) {
  const signedIn = useSignedIn();
  const moduleId = order.module_id ?? null;
  const courierId = order.delivery_man_id ?? null;
  const itemIds = [...new Set((lines ?? []).map((l) => l.item_id).filter((id): id is number => Boolean(id)))];
  const items = useQueries({ queries: itemIds.map((id) => itemReviewsQuery(moduleId, id)) });
  const courier = useQuery(courierReviewsQuery(signedIn, courierId));
  if (!lines || items.some((q) => q.isLoading) || courier.isLoading) return null;
  const itemReviews = items.map((q) => q.data);
  const known = itemReviews.every(Boolean) && (courierId === null || courier.data);
  if (known && isOrderReviewed(order.id, itemReviews as NonNullable<(typeof itemReviews)[number]>[], courierId === null ? null : courier.data!.reviews))
    return (
      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minHeight: '10', px: '3', color: 'accent.default', fontWeight: 'semibold' })} data-testid="order-reviewed">
        <span aria-hidden="true">✓</span> <Trans>You reviewed this order</Trans>
      </span>
    );
  return (
    <a href={`/review?order_id=${order.id}`} className={button({ variant: 'outline' })} data-testid="write-review">
      <Trans>Write a review</Trans>
    </a>
  );
}

export function OrderHeader({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <strong className={css({ fontSize: 'lg' })} data-testid="order-id">
          <Trans>Order #{order.id}</Trans>
        </strong>
        <small className={css({ color: 'fg.muted' })}>
          <Trans>Placed {when(order.created_at)}</Trans>
        </small>
      </div>
      <StatusChip status={order.order_status} />
    </div>
  );
}

/** The OTP to give the courier, the schedule and the delivery window, the note and attachments. */
export function DeliveryInfo({ order }: { order: OrderTrack }) {
  const when = useDateTime();
  const running = !['delivered', 'canceled', 'failed', 'refunded', 'refund_requested', 'refund_request_canceled'].includes(orderStatusOf(order.order_status));
  const scheduled = Boolean((order as { scheduled?: number }).scheduled);
  const min = order.min_delivery_time;
  const max = order.max_delivery_time;
  const attachments = (order.order_attachment_full_url ?? []).filter((u): u is string => Boolean(u));
  if (!running && !attachments.length && !order.order_note) return null;
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
            <Trans>Delivery time</Trans>
          </span>
          <span data-testid="order-window">
            <Trans>
              {min}–{max} min
            </Trans>
          </span>
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
            <a key={url} href={url} target="_blank" rel="noreferrer" className={button({ variant: 'outline', size: 'sm' })}>
              <Trans>Attachment {i + 1}</Trans>
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Lines({ lines, pending }: { lines: OrderLine[] | undefined; pending: boolean }) {
  const money = useMoney();
  return (
    <Section title={<Trans>Items</Trans>} testId="order-lines">
      {pending ? <Skeleton className={css({ height: '16' })} /> : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {(lines ?? []).map((l) => {
          const item = l.item_details as { name?: string; image_full_url?: string | null };
          return (
            <li key={l.id} className={css({ display: 'flex', gap: '3' })} data-testid="order-line">
              {l.image_full_url || item.image_full_url ? (
                <img src={(l.image_full_url ?? item.image_full_url)!} alt="" width={48} height={48} className={css({ width: '12', height: '12', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })} />
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

function Bill({ order, lines, taxIncluded }: { order: OrderTrack; lines: OrderLine[]; taxIncluded: boolean }) {
  const money = useMoney();
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity + (l.total_add_on_price ?? 0), 0);
  const rows: Array<[ReactNode, number, string]> = [
    [<Trans key="s">Items</Trans>, subtotal, 'subtotal'],
    [<Trans key="d">Discount</Trans>, -((order.store_discount_amount ?? 0) + (order.flash_admin_discount_amount ?? 0) + (order.flash_store_discount_amount ?? 0)), 'discount'],
    [<Trans key="c">Coupon discount</Trans>, -(order.coupon_discount_amount ?? 0), 'coupon'],
    [taxIncluded ? <Trans key="t">VAT/Tax (included)</Trans> : <Trans key="t">VAT/Tax</Trans>, order.total_tax_amount ?? 0, 'tax'],
    [<Trans key="f">Delivery fee</Trans>, order.delivery_charge ?? 0, 'delivery'],
    [<Trans key="a">Service charge</Trans>, order.additional_charge ?? 0, 'service'],
    [<Trans key="p">Extra packaging</Trans>, order.extra_packaging_amount ?? 0, 'packaging'],
    [<Trans key="x">Delivery man tips</Trans>, order.dm_tips ?? 0, 'tips'],
  ];
  return (
    <Section title={<Trans>Bill</Trans>} testId="order-bill">
      {rows
        .filter(([, amount, key]) => key === 'subtotal' || key === 'tax' || key === 'delivery' || amount !== 0)
        .map(([label, amount, key]) => (
          <p key={key} className={rowClass}>
            <span>{label}</span>
            <span dir="ltr" className={amountClass}>
              {amount < 0 ? `- ${money(-amount)}` : money(amount)}
            </span>
          </p>
        ))}
      {order.partially_paid_amount ? (
        <p className={rowClass}>
          <span>
            <Trans>Paid from the wallet</Trans>
          </span>
          <span dir="ltr" className={amountClass}>
            {money(order.partially_paid_amount)}
          </span>
        </p>
      ) : null}
      <p className={`${rowClass} ${css({ fontWeight: 'bold', borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}`}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span dir="ltr" className={amountClass} data-testid="order-total">
          {money(order.order_amount)}
        </span>
      </p>
    </Section>
  );
}

export function PaymentAndPlaces({ order }: { order: OrderTrack }) {
  const { i18n } = useLingui();
  const address = order.delivery_address as { contact_person_name?: string; contact_person_number?: string; address?: string } | null | undefined;
  const store = order.store as { name?: string; address?: string | null; logo_full_url?: string | null } | null | undefined;
  const courier = order.delivery_man as Person | null | undefined;
  // issue 17: a parcel's delivery address is its sender; the receiver and the category come with the order.
  const parcel = order.order_type === 'parcel';
  const receiver = order.receiver_details;
  return (
    <>
      <Section title={<Trans>Payment</Trans>} testId="order-payment">
        <p className={rowClass}>
          <span>{i18n._(paymentMethodLabel(order.payment_method))}</span>
          <strong data-testid="payment-state">{i18n._(paymentStateLabel(order.payment_status))}</strong>
        </p>
      </Section>
      {address?.address ? (
        <Section title={parcel ? <Trans>Sender</Trans> : order.order_type === 'take_away' ? <Trans>Contact</Trans> : <Trans>Delivery address</Trans>} testId="order-address">
          <p>{address.address}</p>
          <small className={css({ color: 'fg.muted' })}>
            {address.contact_person_name} · <span dir="ltr">{address.contact_person_number}</span>
          </small>
        </Section>
      ) : null}
      {parcel && receiver ? (
        <Section title={<Trans>Receiver</Trans>} testId="order-receiver">
          <p>{receiver.address}</p>
          <small className={css({ color: 'fg.muted' })}>
            {receiver.contact_person_name} · <span dir="ltr">{receiver.contact_person_number}</span>
          </small>
        </Section>
      ) : null}
      {parcel ? (
        <Section title={<Trans>Parcel</Trans>} testId="order-parcel">
          {order.parcel_category?.name ? (
            <p className={rowClass}>
              <span>
                <Trans>Category</Trans>
              </span>
              <strong>{order.parcel_category.name}</strong>
            </p>
          ) : null}
          <p className={rowClass}>
            <span>
              <Trans>Who pays</Trans>
            </span>
            <strong data-testid="order-charge-payer">{order.charge_payer === 'receiver' ? <Trans>Receiver</Trans> : <Trans>Sender</Trans>}</strong>
          </p>
        </Section>
      ) : null}
      {store ? (
        <Section title={<Trans>Store</Trans>} testId="order-store">
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            {store.logo_full_url ? <img src={store.logo_full_url} alt="" width={40} height={40} className={css({ width: '10', height: '10', borderRadius: 'full', objectFit: 'cover' })} /> : null}
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <strong>{store.name}</strong>
              {store.address ? <small className={css({ color: 'fg.muted' })}>{store.address}</small> : null}
            </span>
          </div>
        </Section>
      ) : null}
      {courier ? (
        <Section title={<Trans>Delivery man</Trans>} testId="order-deliveryman">
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            {courier.image_full_url ? <img src={courier.image_full_url} alt="" width={40} height={40} className={css({ width: '10', height: '10', borderRadius: 'full', objectFit: 'cover' })} /> : null}
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <strong>{[courier.f_name, courier.l_name].filter(Boolean).join(' ')}</strong>
              <small className={css({ color: 'fg.muted' })}>
                <Trans>
                  Rating {(courier.avg_rating ?? 0).toFixed(1)} ({courier.rating_count ?? 0})
                </Trans>
              </small>
            </span>
          </div>
        </Section>
      ) : null}
    </>
  );
}
