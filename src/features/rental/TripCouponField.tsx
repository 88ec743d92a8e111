import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { Spinner } from '../../ui/icons';
import type { tripBookingMachine } from '../../../machines/rental/tripBooking.machine';
import type { TripCouponProblem } from '../../domain/rental';
import { tripCouponMessages } from './messages';

/**
 * issue 16 item 3: the trip checkout's coupon (signed-in customers; coupon/apply needs a token). The code is
 * checked for this provider; the fare then shows the discount, and a refusal reads in words.
 */
export function TripCouponField({
  actor,
  subtotal,
  providerId,
  digits,
  money,
}: {
  actor: ActorRefFrom<typeof tripBookingMachine>;
  subtotal: number;
  providerId: number;
  digits: number;
  money: (n: number) => string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const coupon = useSelector(actor, (s) => s.context.coupon);
  const problem = useSelector(actor, (s) => s.context.couponProblem);
  const applying = useSelector(actor, (s) => s.hasTag('applying'));
  const say = (p: TripCouponProblem) => {
    if (p.kind === 'minimum')
      return (
        <Trans>
          To apply this coupon,the minimum purchase amount is{' '}
          <span className={css({ unicodeBidi: 'isolate' })}>{money(p.min)}</span>.
        </Trans>
      );
    if (p.kind === 'provider' || p.kind === 'notForTrips') return i18n._(tripCouponMessages[p.kind]);
    if (p.refusal) return i18n._(tripCouponMessages[p.refusal]);
    return p.message ?? i18n._(tripCouponMessages.unanswered);
  };
  return (
    <div className={css({ stack: '2' })} data-testid="trip-coupon">
      {coupon ? (
        <div className={css({ cluster: '2', justifyContent: 'space-between', fontSize: 'sm' })}>
          <span data-testid="trip-coupon-applied">
            <Trans>Coupon {coupon.code} applied</Trans>
          </span>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => {
              setCode('');
              actor.send({ type: 'trip.coupon.remove' });
            }}
            data-testid="trip-coupon-remove"
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      ) : (
        <form
          className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'trip.coupon.apply', code, subtotal, providerId, digits });
          }}
        >
          <label htmlFor={id} className={css({ stack: '1', fontSize: 'sm', flex: '1', minWidth: '0' })}>
            <Trans>Coupon code</Trans>
            <input
              id={id}
              className={inputClass}
              value={code}
              autoComplete="off"
              placeholder={t`Enter a coupon code`}
              onChange={(e) => setCode(e.target.value)}
              data-testid="trip-coupon-code"
            />
          </label>
          <button
            type="submit"
            className={button({ variant: 'outline' })}
            disabled={applying || !code.trim()}
            aria-busy={applying}
            data-testid="trip-coupon-apply"
          >
            {applying ? <Spinner /> : null}
            <Trans>Apply</Trans>
          </button>
        </form>
      )}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })} data-testid="trip-coupon-problem">
          {say(problem)}
        </p>
      ) : null}
    </div>
  );
}
