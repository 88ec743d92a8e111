import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { useOrderFlows } from '../../../flows/orders';
import { profileQuery } from '../../../api/queries/account';
import type { FcmCredentials } from '../../../api/queries/pushConfig';
import { PromptCard } from '../../../ui/PromptCard';

/**
 * The push-permission statechart's home entry (machines/notifications/pushPermission): once the customer's order
 * count is known (customer/info), a customer with an order who has not decided is asked, once on this device;
 * "Turn on" makes the browser ask, and a yes registers this device's token.
 */
export function HomePushOffer({ credentials }: { credentials: FcmCredentials }) {
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
    <PromptCard
      title={<Trans>Get your order's news on this device?</Trans>}
      text={
        <Trans>
          We will tell you when your order is accepted, picked up and delivered, even when this page is closed.
        </Trans>
      }
      accept={<Trans>Turn on</Trans>}
      decline={<Trans>Not now</Trans>}
      busy={busy}
      onAccept={() => actor.send({ type: 'push.accept' })}
      onDecline={() => actor.send({ type: 'push.decline' })}
      testId="home-push-prompt"
    />
  );
}
