import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Bill } from '../../ui/Bill';
import { Skeleton } from '../../ui/Skeleton';
import { PageLoading, PageMissing } from './PageStates';
import { tripDetailsQuery, type TripDetails } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import { billLines, tripBillFacts } from '../../domain/billLines';
import { formatMoney } from '../../domain/money';
import { formatDateTime } from '../../domain/datetime';
import { canCancelTrip, canPayTrip, tripTimeline, type TripStatus } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { PaymentChoice } from './PaymentChoice';
import { CancelTrip } from './CancelTrip';
import { TripMap } from './TripMap';
import { paymentStatusLabels, rentalTypeLabels, tripRefundMessages, tripStatusLabels } from './messages';
import { isPaymentMethodId } from '../../domain/payment';
import { PAYMENT_METHOD_LABELS } from '../../ui/paymentLabels';
import { card, facts, h1, h2, muted, page } from './styles';

/** acc §2 /my-trips/$tripId: vehicles, plates and driver, fare, payment state, the status timeline; cancel and pay. */
export function TripDetailsPage({ tripId, phone }: { tripId: number; phone?: string | undefined }) {
  const { i18n } = useLingui();
  const scope = useScope();
  const trip = useQuery(tripDetailsQuery(scope, tripId, phone));
  const fmt = useCatalogSettings().money;
  if (trip.isPending) return <PageLoading shape={css({ height: '64' })} />;
  const t = trip.data;
  if (!t) {
    return (
      <PageMissing testId="trip-not-found" title={<Trans>Trip not found</Trans>}>
        <p className={muted}>
          <Trans>Check the trip ID and the phone number.</Trans>
        </p>
        <Link to="/my-trips" className={`${button({ variant: 'outline' })} ${css({ alignSelf: 'flex-start' })}`}>
          <Trans>My Trips</Trans>
        </Link>
      </PageMissing>
    );
  }
  const money = (n: number | null | undefined) => formatMoney(Number(n ?? 0), fmt);
  const status = (s: string) => i18n._(tripStatusLabels[s as TripStatus] ?? tripStatusLabels.pending);
  return (
    <div className={page} data-testid="trip-details">
      <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <h1 className={h1}>
          <Trans>Trip #{t.id}</Trans>
        </h1>
        <span
          className={css({ fontWeight: 'bold', px: '3', py: '1', borderRadius: 'full', bg: 'bg.subtle' })}
          data-testid="trip-status"
        >
          {status(t.trip_status)}
        </span>
      </div>
      <TripTimeline trip={t} status={status} />
      <section className={card} aria-labelledby="trip-vehicles-title">
        <h2 id="trip-vehicles-title" className={h2}>
          <Trans>Vehicles</Trans>
        </h2>
        <ul className={css({ stack: '3' })}>
          {t.trip_details.map((d, i) => {
            const identity = t.vehicle_identity[i];
            return <TripVehicleRow key={d.id ?? i} detail={d} identity={identity} money={money} />;
          })}
        </ul>
      </section>
      <section className={card} aria-labelledby="trip-fare-title">
        <h2 id="trip-fare-title" className={h2}>
          <Trans>Fare and payment</Trans>
        </h2>
        <dl className={facts}>
          <dt>
            <Trans>Provider</Trans>
          </dt>
          <dd>{t.provider?.name}</dd>
          <dt>
            <Trans>Pickup</Trans>
          </dt>
          <dd>{t.pickup_location?.location_name ?? '—'}</dd>
          <dt>
            <Trans>Destination</Trans>
          </dt>
          <dd>{t.destination_location?.location_name ?? '—'}</dd>
          <dt>
            <Trans>Pickup time</Trans>
          </dt>
          <dd>{formatDateTime(t.schedule_at, i18n.locale)}</dd>
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd data-testid="trip-payment-status">
            {paymentStatusLabels[t.payment_status] ? i18n._(paymentStatusLabels[t.payment_status]!) : t.payment_status}
            {isPaymentMethodId(t.payment_method) ? ` · ${i18n._(PAYMENT_METHOD_LABELS[t.payment_method])}` : ''}
          </dd>
        </dl>
        <TripRefund refund={t.refund} money={money} />
        <TripMap pickup={t.pickup_location} destination={t.destination_location} />
        <Bill
          rows={billLines(tripBillFacts(t, fmt.digits))}
          money={fmt}
          testIds={{ 'bill.total': 'trip-details-total', 'bill.coupon': 'trip-details-coupon' }}
          testId="trip-bill"
        />
        {t.trip_note ? <p className={muted}>{t.trip_note}</p> : null}
      </section>
      {canPayTrip(t) && !phone ? (
        <section className={card}>
          <Suspense fallback={<Skeleton className={css({ height: '24' })} />}>
            <PayTrip tripId={t.id} guest={!scope.signedIn} />
          </Suspense>
        </section>
      ) : null}
      {canCancelTrip(t) && !phone ? <CancelTrip trip={t} /> : null}
    </div>
  );
}

/** The trip's status steps, done ones marked, each with its time. */
function TripTimeline({ trip, status }: { trip: TripDetails; status: (s: string) => string }) {
  const { i18n } = useLingui();
  return (
    <ol className={css({ stack: '2', ps: '2' })} aria-label={i18n._(msg`Trip status`)} data-testid="trip-timeline">
      {tripTimeline(trip).map((step) => (
        <li
          key={step.status}
          className={css({ cluster: '3', color: step.done ? 'fg.default' : 'fg.muted' })}
          data-done={step.done || undefined}
        >
          <span
            aria-hidden="true"
            className={css({
              width: '3',
              height: '3',
              borderRadius: 'full',
              bg: step.done
                ? step.status === 'canceled' || step.status === 'payment_failed'
                  ? 'fg.danger'
                  : 'accent.default'
                : 'border.default',
            })}
          />
          <span className={css({ fontWeight: step.done ? 'semibold' : 'normal' })}>{status(step.status)}</span>
          {step.at ? <span className={muted}>{formatDateTime(step.at, i18n.locale)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** One booked vehicle: picture, quantity, how it is rented, its plates and driver, and its price. */
function TripVehicleRow({
  detail: d,
  identity,
  money,
}: {
  detail: TripDetails['trip_details'][number];
  identity: TripDetails['vehicle_identity'][number] | undefined;
  money: (n: number | null | undefined) => string;
}) {
  const { i18n } = useLingui();
  return (
    <li className={css({ display: 'flex', gap: '3' })} data-testid="trip-vehicle">
      <img
        src={d.vehicle_details?.thumbnail_full_url ?? undefined}
        alt=""
        width={64}
        height={48}
        className={css({ width: '16', height: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' })}
      />
      <div className={css({ flex: '1', fontSize: 'sm' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {d.vehicle_details?.name} × {d.quantity}
        </p>
        <p className={muted}>
          {d.rental_type
            ? i18n._(rentalTypeLabels[d.rental_type === 'distance_wise' ? 'distance_wise' : 'hourly'])
            : null}
          {d.rental_type === 'distance_wise' ? (
            <Trans> · {d.distance} km</Trans>
          ) : (
            <Trans> · {d.estimated_hours} hours</Trans>
          )}
        </p>
        {d.license_plate_number?.length ? (
          <p data-testid="trip-plates">
            <Trans>Plates: {d.license_plate_number.join(', ')}</Trans>
          </p>
        ) : null}
        <p>
          {identity?.driver_data ? (
            <Trans>
              Driver: {identity.driver_data.name} {identity.driver_data.phone ?? ''}
            </Trans>
          ) : (
            <span className={muted}>
              <Trans>Driver not assigned yet</Trans>
            </span>
          )}
        </p>
      </div>
      <span className={css({ fontWeight: 'bold', fontSize: 'sm', unicodeBidi: 'isolate' })}>{money(d.price)}</span>
    </li>
  );
}

function PayTrip({ tripId, guest }: { tripId: number; guest: boolean }) {
  const { booking } = useRentalFlows();
  const actor = useActorRef(booking, { input: { guest, tripId } });
  return <PaymentChoice actor={actor} guest={guest} />;
}

/** A cancelled paid trip: how much went back to the wallet, or the refund request opened for it. */
function TripRefund({ refund, money }: { refund: TripDetails['refund']; money: (n: number) => string }) {
  const { i18n } = useLingui();
  if (!refund || !(refund.refund_amount > 0)) return null;
  const amount = money(refund.refund_amount);
  return (
    <p role="status" data-testid="trip-refund" className={muted}>
      {i18n._(
        refund.refund_method === 'wallet' ? tripRefundMessages.toWallet(amount) : tripRefundMessages.requested(amount),
      )}
    </p>
  );
}
