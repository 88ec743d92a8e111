import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { DialogBackdrop, DialogContent, DialogDescription, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import type { AddToCartActor } from '../../flows/cart';

/** core §4 Adding to the cart: the store-conflict confirmation, with add-item and cancel. */
export default function ConflictDialog({ actor }: { actor: AddToCartActor }) {
  return (
    <DialogRoot open role="alertdialog" onOpenChange={(d) => !d.open && actor.send({ type: 'cart.conflict.cancel' })}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="cart-conflict">
            <DialogTitle>
              <Trans>Items from another store</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.</Trans>
            </DialogDescription>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'cart.conflict.cancel' })}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className={button()} onClick={() => actor.send({ type: 'cart.conflict.confirm' })}>
                <Trans>Add item</Trans>
              </button>
            </div>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
