import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useOrderFlows } from '../../flows/orders';
import { fcmCredentialsOf, type FcmCredentials } from '../../api/queries/pushConfig';
import { PromptCard } from '../../ui/PromptCard';

/**
 * turn4 §4.5 push, as the machine (machines/notifications/pushPermission) decides it: after an order our own
 * prompt, once; "Turn on" makes the browser ask, and a yes registers this device's token. With the permission
 * granted earlier the token is registered without a word. Rendered only where the business gave its Firebase web
 * config, so without it nothing is asked and nothing loads.
 */
export function PushPrompt({ config, hasOrdered }: { config: { fcm_credentials?: unknown }; hasOrdered: boolean }) {
  const credentials = fcmCredentialsOf(config);
  return credentials ? <PushOffer credentials={credentials} hasOrdered={hasOrdered} /> : null;
}

function PushOffer({ credentials, hasOrdered }: { credentials: FcmCredentials; hasOrdered: boolean }) {
  const flows = useOrderFlows();
  // One start per page: the browser's permission and the device's answer are read once.
  const [start] = useState(() => flows.push(credentials, hasOrdered));
  const logic = useMemo(() => start.logic, [start]);
  const actor = useActorRef(logic, { input: start.input });
  const offer = useSelector(actor, (s) => s.hasTag('offer'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const on = useSelector(actor, (s) => s.hasTag('on'));
  const [accepted, setAccepted] = useState(false);
  if (on && accepted)
    return (
      <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium' })} data-testid="push-on">
        <Trans>Notifications are on for this device.</Trans>
      </p>
    );
  if (!offer && !(busy && accepted)) return null;
  return (
    <PromptCard
      testId="push-prompt"
      title={<Trans>Get your order's news on this device?</Trans>}
      text={
        <Trans>
          We will tell you when your order is accepted, picked up and delivered, even when this page is closed.
        </Trans>
      }
      accept={<Trans>Turn on</Trans>}
      decline={<Trans>Not now</Trans>}
      busy={busy}
      onAccept={() => {
        setAccepted(true);
        actor.send({ type: 'push.accept' });
      }}
      onDecline={() => actor.send({ type: 'push.decline' })}
    />
  );
}
