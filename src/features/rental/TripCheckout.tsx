import { useState, type ComponentType, type Dispatch, type SetStateAction } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { useCatalogSettings } from '../../api/queries/catalog';
import type { GuestContact, GuestContactSlotProps } from '../../domain/address';
import { formatMoney } from '../../domain/money';
import { localStamp, tripFare, type TripDraft } from '../../domain/rental';
import type { RentalCartLine } from '../../api/queries/rental';
import { useRentalFlows } from '../../flows/rental';
import { PaymentChoice } from './PaymentChoice';
import { TripSummary } from './TripSummary';
import { TripFareCard } from './TripFareCard';
import { useRentalCart } from './useRentalCart';
import { card, h1, h2, label, page, row } from './styles';
import { twoColumns } from './twoColumns';
import { ChipRadio } from './ChipRadio';

const toInput = (s: string | null) => (s ? s.slice(0, 16).replace(' ', 'T') : '');

/**
 * issue 16 /rental/checkout: the fare as the server prices it, now or scheduled, a note, the guest's contact
 * (the route gives the guest-contact card), then trip-booking and the payment.
 */
export function TripCheckout({ GuestContactCard }: { GuestContactCard: ComponentType<GuestContactSlotProps> }) {
  const flows = useRentalFlows();
  const cart = useRentalCart();
  const guest = !cart.scope.signedIn;
  const actor = useActorRef(flows.booking, { input: { guest } });
  const booked = useSelector(actor, (s) => s.hasTag('booked'));
  const coupon = useSelector(actor, (s) => s.context.coupon);
  const fmt = useCatalogSettings().money;
  const [scheduled, setScheduled] = useState(false);
  const [scheduleAt, setScheduleAt] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [contact, setContact] = useState<GuestContact | null>(null);
  const fare = tripFare(cart.lines, new Date(), fmt.digits, coupon);
  const providerId = cart.lines[0]?.provider_id ?? null;
  if (cart.query.isPending)
    return (
      <div className={page}>
        <Skeleton className={css({ height: '64' })} />
      </div>
    );
  if (!cart.lines.length && !booked) return <EmptyTripCheckout />;
  const money = (n: number) => formatMoney(n, fmt);
  return (
    <div className={page} data-testid="trip-checkout">
      <h1 className={h1}>
        <Trans>Trip checkout</Trans>
      </h1>
      {booked ? (
        <section className={card}>
          <p className={css({ fontWeight: 'bold' })} data-testid="trip-booked">
            <Trans>Trip #{actor.getSnapshot().context.tripId} is booked. Choose how to pay.</Trans>
          </p>
          <PaymentChoice actor={actor} guest={guest} />
        </section>
      ) : (
        <div className={twoColumns}>
          <div className={css({ stack: '4' })}>
            <TripVehicles lines={cart.lines} trip={cart.trip} money={money} />
            <TripWhen
              scheduled={scheduled}
              setScheduled={setScheduled}
              scheduleAt={scheduleAt}
              setScheduleAt={setScheduleAt}
              pickupTime={cart.trip?.pickupTime ?? null}
            />
            {guest ? <GuestContactCard value={contact} onChange={setContact} /> : null}
            <section className={card}>
              <label className={label}>
                <Trans>Note for the provider</Trans>
                <textarea
                  className={`${inputClass} ${css({ minHeight: '20', py: '2' })}`}
                  maxLength={1000}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  data-testid="trip-note"
                />
              </label>
            </section>
          </div>
          <TripFareCard
            actor={actor}
            guest={guest}
            fare={fare}
            providerId={providerId}
            digits={fmt.digits}
            money={money}
            onBook={() =>
              actor.send({
                type: 'trip.book',
                now: new Date(),
                form: {
                  scheduled,
                  scheduleAt: scheduled ? scheduleAt : null,
                  note,
                  contact: contact
                    ? {
                        name: contact.contact_person_name,
                        phone: contact.contact_person_number,
                        email: contact.contact_person_email,
                      }
                    : null,
                },
              })
            }
          />
        </div>
      )}
    </div>
  );
}

/** No vehicle in the rental cart (and no trip just booked): a way back to the search. */
function EmptyTripCheckout() {
  return (
    <div className={page} data-testid="trip-checkout-empty">
      <h1 className={h1}>
        <Trans>Your rental cart is empty</Trans>
      </h1>
      <Link
        to="/rental/vehicle-search"
        search={{ all_category: 1 }}
        className={`${button()} ${css({ alignSelf: 'flex-start' })}`}
      >
        <Trans>Find a vehicle</Trans>
      </Link>
    </div>
  );
}

/** The cart's vehicles (one provider) and the trip they are booked for. */
function TripVehicles({
  lines,
  trip,
  money,
}: {
  lines: RentalCartLine[];
  trip: TripDraft | null;
  money: (n: number) => string;
}) {
  return (
    <section className={card} aria-labelledby="trip-vehicles">
      <h2 id="trip-vehicles" className={h2}>
        <Trans>Vehicles from {lines[0]?.provider.name}</Trans>
      </h2>
      <ul className={css({ stack: '2' })}>
        {lines.map((l) => (
          <li
            key={l.id}
            className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}
          >
            <span>
              {l.vehicle.name} × {l.quantity}
            </span>
            <span className={css({ unicodeBidi: 'isolate' })}>{money(l.price)}</span>
          </li>
        ))}
      </ul>
      {trip ? <TripSummary trip={trip} /> : null}
    </section>
  );
}

interface TripWhenProps {
  scheduled: boolean;
  setScheduled: (scheduled: boolean) => void;
  scheduleAt: string | null;
  setScheduleAt: Dispatch<SetStateAction<string | null>>;
  /** The trip's own pickup time, the first guess for a scheduled booking. */
  pickupTime: string | null;
}

/** Now or scheduled, and the date and time of a scheduled trip. */
function TripWhen({ scheduled, setScheduled, scheduleAt, setScheduleAt, pickupTime }: TripWhenProps) {
  return (
    <section className={card} aria-labelledby="trip-when">
      <h2 id="trip-when" className={h2}>
        <Trans>When</Trans>
      </h2>
      <div className={row}>
        <ChipRadio name="trip-when" checked={!scheduled} onPick={() => setScheduled(false)} inputTestId="trip-now">
          <Trans>Now</Trans>
        </ChipRadio>
        <ChipRadio
          name="trip-when"
          checked={scheduled}
          onPick={() => {
            setScheduled(true);
            setScheduleAt((s) => s ?? pickupTime ?? localStamp(new Date(Date.now() + 2 * 3_600_000)));
          }}
          inputTestId="trip-scheduled"
        >
          <Trans>Schedule</Trans>
        </ChipRadio>
      </div>
      {scheduled ? (
        <label className={label}>
          <Trans>Date and time</Trans>
          <input
            type="datetime-local"
            className={inputClass}
            value={toInput(scheduleAt)}
            onChange={(e) => setScheduleAt(e.target.value ? `${e.target.value.replace('T', ' ')}:00` : null)}
            data-testid="trip-schedule-at"
          />
        </label>
      ) : null}
    </section>
  );
}
