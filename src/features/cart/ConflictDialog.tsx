import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { AddToCartActor } from '../../flows/cart';

/** core §4 Adding to the cart: the store-conflict confirmation, with add-item and cancel. */
export default function ConflictDialog({ actor }: { actor: AddToCartActor }) {
  return (
    <ConfirmDialog
      testId="cart-conflict"
      title={<Trans>Items from another store</Trans>}
      description={
        <Trans>
          You have item from another store in cart. If you continue, your all previous item from cart will be removed
          and this one will be added.
        </Trans>
      }
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Add item</Trans>}
      onCancel={() => actor.send({ type: 'cart.conflict.cancel' })}
      onConfirm={() => actor.send({ type: 'cart.conflict.confirm' })}
    />
  );
}
