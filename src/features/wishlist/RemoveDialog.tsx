import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { DialogBackdrop, DialogContent, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import type { WishlistActor } from '../../flows/wishlist';

/** core §2 Wishlist drawer: deleting an item asks first, with Cancel and Yes. */
export function RemoveDialog({ actor }: { actor: WishlistActor }) {
  return (
    <DialogRoot open role="alertdialog" onOpenChange={(d) => !d.open && actor.send({ type: 'wishlist.remove.cancel' })}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="wishlist-remove-confirm">
            <DialogTitle>
              <Trans>Are you sure you want to  delete this item?</Trans>
            </DialogTitle>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'wishlist.remove.cancel' })}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className={button({ variant: 'danger' })} onClick={() => actor.send({ type: 'wishlist.remove.confirm' })}>
                <Trans>Yes</Trans>
              </button>
            </div>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
