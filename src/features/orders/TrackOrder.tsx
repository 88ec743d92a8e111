import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { orderQuery, type OrderTrack } from '../../api/queries/orders';
import { trackContactNumber } from '../../domain/orders';
import { dialCodeOf, joinPhone } from '../../domain/contact';
import { configQuery } from '../../api/queries/config';
import { splitPhone } from '../../domain/address';
import { Field } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline } from './Timeline';
import { DeliveryInfo, OrderHeader } from './OrderFacts';
import { PaymentAndPlaces } from './OrderPlaces';
import { sectionClass } from './OrderSection';
import { useMoney } from './format';
import { tracksLive } from './tracked';
import { HydrateLater } from '../../ui/HydrateLater';
import { lazyPart } from '../../ui/lazyPart';
import { readingColumnClass } from '../../ui/surfaces';

// Live tracking (and its map, later still) loads after the order shows: it is not in the page's first load.
const LiveTracking = lazyPart(() => import('./LiveTracking').then((m) => ({ default: m.LiveTracking })));
// Only an order paid offline shows it (turn4 §5.3–§5.5): not in the page's first load (docs/budgets.md).
const OfflinePaymentPanel = lazyPart(() =>
  import('./OfflinePaymentPanel').then((m) => ({ default: m.OfflinePaymentPanel })),
);

export interface TrackOrderProps {
  /** From the address (/track-order?order_id=N&phone=…): the fields start filled and the lookup runs. */
  orderId: string;
  phone: string;
  onSearch: (orderId: string, phone: string) => void;
}

/**
 * acc §2 /track-order: customers look an order up by its id and phone (more §10 order/track). The platform finds a
 * guest's order by the guest id of the browser that placed it as well, so the page says so: elsewhere, signing in
 * is the way to see one's orders.
 */
export function TrackOrder({ orderId, phone, onSearch }: TrackOrderProps) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const config = useQuery(configQuery()).data;
  // acc §5 Phone entry: the config's country and its picker switch, as checkout's contact form reads them.
  const dialCode = dialCodeOf(config?.country);
  const pickerEnabled = config?.country_picker_status === 1;
  const [id, setId] = useState(orderId);
  const initial = splitPhone(phone, dialCode);
  const [dial, setDial] = useState(initial.dialCode);
  const [tel, setTel] = useState(initial.phone);
  const [missingPhone, setMissingPhone] = useState(false);
  const ready = /^\d+$/.test(orderId) && (signedIn || phone.trim() !== '');
  const contact = phone.trim() ? trackContactNumber(phone, dialCode) : undefined;
  const order = useQuery({ ...orderQuery(Number(orderId), contact), enabled: ready });
  return (
    <section className={readingColumnClass} data-testid="track-order-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Track Order</Trans>
      </h1>
      {signedIn ? null : (
        <div className={css({ stack: '2', color: 'fg.muted' })} data-testid="track-guest-note">
          <p>
            <Trans>
              An order placed as a guest can be tracked in the browser it was placed in, with its order ID and the phone
              number given at checkout. Sign in to see your orders on any device.
            </Trans>
          </p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() =>
              window.dispatchEvent(new CustomEvent('storefront:open-sign-in', { detail: { mode: 'sign-in' } }))
            }
          >
            <Trans>Sign In</Trans>
          </button>
        </div>
      )}
      <form
        className={css({ stack: '3' })}
        onSubmit={(e) => {
          e.preventDefault();
          // The number goes into the address in its international form, as checkout stored it.
          const number = tel.trim() ? joinPhone(dial, tel) : '';
          if (!signedIn && !number) {
            setMissingPhone(true);
            return;
          }
          setMissingPhone(false);
          onSearch(id, number);
        }}
      >
        <Field
          label={t`Order ID`}
          name="order_id"
          inputMode="numeric"
          value={id}
          onChange={(e) => setId(e.target.value.replace(/\D/g, ''))}
        />
        <PhoneField
          label={t`Phone`}
          name="phone"
          testId="track-phone"
          dialCode={dial}
          onDialCodeChange={setDial}
          pickerEnabled={pickerEnabled}
          value={tel}
          onChange={setTel}
          error={missingPhone ? t`Enter the phone number the order was placed with.` : undefined}
        />
        <button type="submit" className={button()} disabled={!id}>
          <Trans>Track</Trans>
        </button>
      </form>
      {ready && order.isPending ? <Skeleton className={css({ height: '40' })} /> : null}
      {ready && order.isError ? (
        <p role="alert" data-testid="track-not-found" className={css({ color: 'fg.danger' })}>
          {signedIn ? (
            <Trans>None of your orders has this order ID. Check it and try again.</Trans>
          ) : (
            <Trans>No order matches this order ID and phone number. Check both and try again.</Trans>
          )}
        </p>
      ) : null}
      {ready && order.data ? (
        <TrackResult order={order.data} updatedAt={order.dataUpdatedAt} contact={contact} signedIn={signedIn} />
      ) : null}
    </section>
  );
}

/** The order found: its state, live tracking while it runs, timeline, total, payment (offline: its panel) and places. */
function TrackResult({
  order,
  updatedAt,
  contact,
  signedIn,
}: {
  order: OrderTrack;
  updatedAt: number;
  contact: string | undefined;
  signedIn: boolean;
}) {
  const money = useMoney();
  return (
    <div className={css({ stack: '4' })} data-testid="track-result">
      <OrderHeader order={order} />
      {tracksLive(order) ? (
        <Suspense fallback={null}>
          <LiveTracking key={`${order.id}:${contact ?? ''}`} order={order} updatedAt={updatedAt} contact={contact} />
        </Suspense>
      ) : null}
      {/* Below the first screen: on a server-rendered page these hydrate in a pass of their own. */}
      <HydrateLater>
        <OrderTimeline order={order} />
        <DeliveryInfo order={order} />
      </HydrateLater>
      <div className={sectionClass}>
        <p className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold' })}>
          <span>
            <Trans>Total</Trans>
          </span>
          <span dir="ltr">{money(order.order_amount)}</span>
        </p>
      </div>
      {order.payment_method === 'offline_payment' ? (
        <Suspense fallback={null}>
          {/* A guest's order found from another browser comes without its owner (user_id): the state only. */}
          <OfflinePaymentPanel
            order={order}
            contactNumber={signedIn ? null : contact}
            maySend={signedIn || order.user_id != null}
          />
        </Suspense>
      ) : null}
      <PaymentAndPlaces order={order} />
      {signedIn ? (
        <Link
          to="/my-orders/$orderId"
          params={{ orderId: String(order.id) }}
          className={button({ variant: 'outline' })}
        >
          <Trans>See order details</Trans>
        </Link>
      ) : null}
    </div>
  );
}
