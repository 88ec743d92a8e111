import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons';
import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogDescription, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import type { CheckoutGatingActor } from '../../flows/cart';

/** core §2 Guest-or-login prompt dialog: log in, sign up, or continue as guest (checkout gating row 2). */
export function GuestChoiceDialog({ actor }: { actor: CheckoutGatingActor }) {
  const { t } = useLingui();
  return (
    <DialogRoot open onOpenChange={(d) => !d.open && actor.send({ type: 'checkout.guest.dismiss' })}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="guest-choice">
            <DialogTitle>
              <Trans>How would you like to check out?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Log in or sign up to keep your order history, or continue as a guest.</Trans>
            </DialogDescription>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <button type="button" className={button()} onClick={() => actor.send({ type: 'checkout.guest.login' })}>
                <Trans>Log In</Trans>
              </button>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'checkout.guest.signup' })}>
                <Trans>Sign Up</Trans>
              </button>
              <button type="button" className={button({ variant: 'ghost' })} onClick={() => actor.send({ type: 'checkout.guest.continue' })}>
                <Trans>Continue as Guest</Trans>
              </button>
            </div>
            <DialogCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close`}>
              <CloseIcon />
            </DialogCloseTrigger>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
