import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { tripBookingMachine } from '../../../machines/rental/tripBooking.machine';
import { tripPaymentsOffered, type TripPayment } from '../../domain/payment';
import { PAYMENT_METHOD_LABELS } from '../../ui/paymentLabels';
import { h2 } from './styles';
import { ChipRadio } from './ChipRadio';

/** issue 16: how a booked trip is paid (trip/payment): cash, wallet, partial, or digital through the payment page. */
export function PaymentChoice({ actor, guest }: { actor: ActorRefFrom<typeof tripBookingMachine>; guest: boolean }) {
  const { i18n } = useLingui();
  const paying = useSelector(actor, (s) => s.hasTag('paying'));
  const methods = tripPaymentsOffered(!guest);
  const [method, setMethod] = useState<TripPayment>('cash_payment');
  return (
    <section className={css({ stack: '3' })} aria-labelledby="trip-pay-title" data-testid="trip-payment">
      <h2 id="trip-pay-title" className={h2}>
        <Trans>Payment</Trans>
      </h2>
      <div role="radiogroup" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {methods.map((m) => (
          <ChipRadio
            key={m}
            name="trip-payment"
            value={m}
            checked={method === m}
            onPick={() => setMethod(m)}
            testId={`pay-${m}`}
          >
            {i18n._(PAYMENT_METHOD_LABELS[m])}
          </ChipRadio>
        ))}
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={`${button()} ${css({ flex: '1' })}`}
          disabled={paying}
          aria-busy={paying}
          onClick={() => actor.send({ type: 'trip.pay', method })}
          data-testid="trip-pay"
        >
          <Trans>Pay</Trans>
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          disabled={paying}
          onClick={() => actor.send({ type: 'trip.pay.later' })}
          data-testid="trip-pay-later"
        >
          <Trans>Pay later</Trans>
        </button>
      </div>
    </section>
  );
}
