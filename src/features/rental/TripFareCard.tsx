import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { TripFare } from '../../domain/rental';
import { TripCouponField } from './TripCouponField';
import { facts, card, h2, muted } from './styles';
import { rentalMessages } from './messages';
import type { tripBookingMachine } from '../../../machines/rental/tripBooking.machine';

/** The fare as priced here (the server prices it again when the trip is booked). */
function FareList({ fare, money }: { fare: TripFare; money: (n: number) => string }) {
  return (
    <dl className={facts}>
      <dt>
        <Trans>Vehicles (after vehicle discounts)</Trans>
      </dt>
      <dd className={css({ unicodeBidi: 'isolate' })}>{money(fare.subtotal)}</dd>
      <dt>
        <Trans>Provider discount</Trans>
      </dt>
      <dd className={css({ unicodeBidi: 'isolate' })}>- {money(fare.providerDiscount)}</dd>
      {fare.couponDiscount > 0 ? (
        <>
          <dt>
            <Trans>Coupon discount</Trans>
          </dt>
          <dd className={css({ unicodeBidi: 'isolate' })} data-testid="trip-coupon-discount">
            - {money(fare.couponDiscount)}
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Tax</Trans>
      </dt>
      <dd className={css({ unicodeBidi: 'isolate' })}>+ {money(fare.tax)}</dd>
      <dt className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        <Trans>Total</Trans>
      </dt>
      <dd className={css({ fontWeight: 'bold', fontSize: 'md', unicodeBidi: 'isolate' })} data-testid="trip-total">
        {money(fare.total)}
      </dd>
    </dl>
  );
}

interface TripFareCardProps {
  actor: ActorRefFrom<typeof tripBookingMachine>;
  guest: boolean;
  fare: TripFare;
  providerId: number | null;
  digits: number;
  money: (n: number) => string;
  onBook: () => void;
}

/** The trip checkout's fare, the coupon (signed-in customers), why booking was refused, and "Book trip". */
export function TripFareCard({ actor, guest, fare, providerId, digits, money, onBook }: TripFareCardProps) {
  const { t, i18n } = useLingui();
  const booking = useSelector(actor, (s) => s.hasTag('busy'));
  const refusal = useSelector(actor, (s) => s.context.refusal);
  return (
    <section className={card} aria-labelledby="trip-fare" data-testid="trip-fare">
      <h2 id="trip-fare" className={h2}>
        <Trans>Fare</Trans>
      </h2>
      <FareList fare={fare} money={money} />
      {!guest && providerId !== null ? (
        <TripCouponField actor={actor} subtotal={fare.subtotal} providerId={providerId} digits={digits} money={money} />
      ) : null}
      {refusal ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })} data-testid="trip-refusal">
          {i18n._(rentalMessages[refusal])}
        </p>
      ) : null}
      <p className={muted}>
        <Trans>You pay after booking: cash, wallet or digital payment.</Trans>
      </p>
      <button
        type="button"
        className={button()}
        disabled={booking}
        aria-busy={booking}
        onClick={onBook}
        data-testid="trip-book"
        data-toast-avoid=""
      >
        {t`Book trip`}
      </button>
    </section>
  );
}
