import { Suspense } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOrderFlows } from '../../../flows/orders';
import { useSignedIn } from '../../../api/scope';

const cardClass = css({
  stack: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
});

/** The reminder is a signed-in customer's; a guest loads nothing for it. */
export function ReviewReminder() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    // The order flows load after the first screen; until then the card is simply not there.
    <Suspense fallback={null}>
      <ReviewReminderCard />
    </Suspense>
  );
}

/**
 * turn4 §4.6 the home's review reminder (signed in): the newest delivered order not yet reviewed nor dismissed,
 * asked about once. The machine (machines/notifications/reviewReminder) decides; this draws its `asking` state.
 * In /home's chunk of rows below the first screen, not with the first load (docs/budgets.md).
 */
function ReviewReminderCard() {
  const { reviewReminderLogic } = useOrderFlows();
  const actor = useActorRef(reviewReminderLogic);
  const asking = useSelector(actor, (s) => s.hasTag('asking'));
  const { orderId, images } = useSelector(actor, (s) => s.context);
  if (!asking || orderId === null) return null;
  return (
    <section className={cardClass} aria-labelledby="review-reminder-title" data-testid="review-reminder">
      <h2 id="review-reminder-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>How was your order?</Trans>
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>Order #{orderId} was delivered. Tell others how it went.</Trans>
      </p>
      {images.length ? (
        <div className={css({ display: 'flex', gap: '2', overflow: 'hidden' })}>
          {images.slice(0, 4).map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className={css({ width: '12', height: '12', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })}
            />
          ))}
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Link
          to="/review"
          search={{ order_id: orderId }}
          className={button()}
          onClick={() => actor.send({ type: 'reminder.review' })}
        >
          <Trans>Write a review</Trans>
        </Link>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => actor.send({ type: 'reminder.dismiss' })}
        >
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
