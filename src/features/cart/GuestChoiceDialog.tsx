import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { FormDialog } from '../../ui/FormDialog';
import type { CheckoutGatingActor } from '../../flows/cart';

type GuestChoice = 'checkout.guest.login' | 'checkout.guest.signup' | 'checkout.guest.continue';

/** core §2 Guest-or-login prompt dialog: log in, sign up, or continue as guest (checkout gating row 2). */
export function GuestChoiceDialog({ actor }: { actor: CheckoutGatingActor }) {
  const { t } = useLingui();
  const choose = (type: GuestChoice) => actor.send({ type });
  // In the spec's order, each a step quieter: log in, sign up, continue as a guest.
  const choices = [
    {
      type: 'checkout.guest.login',
      className: button(),
      label: <Trans>Log In</Trans>,
    },
    {
      type: 'checkout.guest.signup',
      className: button({ variant: 'outline' }),
      label: <Trans>Sign Up</Trans>,
    },
    {
      type: 'checkout.guest.continue',
      className: button({ variant: 'ghost' }),
      label: <Trans>Continue as Guest</Trans>,
    },
  ] as const;
  return (
    <FormDialog
      testId="guest-choice"
      title={<Trans>How would you like to check out?</Trans>}
      description={<Trans>Log in or sign up to keep your order history, or continue as a guest.</Trans>}
      onClose={() => actor.send({ type: 'checkout.guest.dismiss' })}
      closeLabel={t`Close`}
      closeSize="icon"
    >
      <div className={css({ stack: '2' })}>
        {choices.map(({ type, className, label }) => (
          <button key={type} type="button" className={className} onClick={() => choose(type)}>
            {label}
          </button>
        ))}
      </div>
    </FormDialog>
  );
}
