import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useOrderFlows } from '../../../flows/orders';
import { profileQuery } from '../../../api/queries/account';
import { fcmCredentialsOf, type FcmCredentials } from '../../../api/queries/pushConfig';

const cardClass = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'bg.surface' });

/** The home's push prompt where the business gave a complete Firebase web config (else nothing). */
export function HomePushOffer({ config }: { config: { fcm_credentials?: unknown } }) {
  const credentials = fcmCredentialsOf(config);
  return credentials ? <Offer credentials={credentials} /> : null;
}

/**
 * The push-permission statechart's home entry (machines/notifications/pushPermission): once the customer's order
 * count is known (customer/info), a customer with an order who has not decided is asked, once on this device;
 * "Turn on" makes the browser ask, and a yes registers this device's token.
 */
function Offer({ credentials }: { credentials: FcmCredentials }) {
  const flows = useOrderFlows();
  // One start per visit: the browser's permission and the device's answer are read once.
  const [start] = useState(() => flows.push(credentials, 'home'));
  const actor = useActorRef(start.logic, { input: start.input });
  const orderCount = useQuery(profileQuery(true)).data?.order_count;
  useEffect(() => {
    if (typeof orderCount === 'number') actor.send({ type: 'home.orders', count: orderCount });
  }, [actor, orderCount]);
  const offer = useSelector(actor, (s) => s.hasTag('offer'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const on = useSelector(actor, (s) => s.hasTag('on'));
  if (on)
    return (
      <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium' })} data-testid="push-on">
        <Trans>Notifications are on for this device.</Trans>
      </p>
    );
  if (!offer && !busy) return null;
  return (
    <section className={cardClass} aria-labelledby="home-push-title" data-testid="home-push-prompt">
      <h2 id="home-push-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        <Trans>Get your order's news on this device?</Trans>
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>We will tell you when your order is accepted, picked up and delivered, even when this page is closed.</Trans>
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button type="button" className={button()} disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'push.accept' })}>
          <Trans>Turn on</Trans>
        </button>
        <button type="button" className={button({ variant: 'ghost' })} disabled={busy} onClick={() => actor.send({ type: 'push.decline' })}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
