import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { WishlistActor } from '../../flows/wishlist';

/** core §2 Wishlist drawer: deleting an item asks first, with Cancel and Yes. */
export function RemoveDialog({ actor }: { actor: WishlistActor }) {
  // The spec's title has two spaces before "delete" (core §8), which a reflow would lose.
  // prettier-ignore
  return (
    <ConfirmDialog
      testId="wishlist-remove-confirm"
      title={<Trans>Are you sure you want to  delete this item?</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Yes</Trans>}
      confirmVariant="danger"
      onCancel={() => actor.send({ type: 'wishlist.remove.cancel' })}
      onConfirm={() => actor.send({ type: 'wishlist.remove.confirm' })}
    />
  );
}
