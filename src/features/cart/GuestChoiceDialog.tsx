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
        <button type="button" className={button()} onClick={() => choose('checkout.guest.login')}>
          <Trans>Log In</Trans>
        </button>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => choose('checkout.guest.signup')}
        >
          <Trans>Sign Up</Trans>
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => choose('checkout.guest.continue')}
        >
          <Trans>Continue as Guest</Trans>
        </button>
      </div>
    </FormDialog>
  );
}
