import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EndDrawer } from '../../ui/EndDrawer';
import { useCatalogSettings } from '../../api/queries/catalog';
import { formatMoney } from '../../domain/money';
import { tripFare, type TripDraft } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { useRentalCart } from './useRentalCart';
import { DrawerLoading, drawerEmptyClass } from '../../ui/DrawerStates';
import { CartFooter, TripSection } from './RentalCartParts';
import { RentalCartLines } from './RentalCartLines';

/** issue 16 rental cart drawer: the lines, the shared trip data (editable), clear, and on to the trip checkout. */
export default function RentalCartDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { cart: actor } = useRentalFlows();
  const cart = useRentalCart();
  const fmt = useCatalogSettings().money;
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const unsupported = useSelector(actor, (s) => s.context.unsupported);
  const [editing, setEditing] = useState<TripDraft | null>(null);
  const fare = tripFare(cart.lines, new Date(), fmt.digits);
  const save = () => {
    if (!editing || cart.userData?.id === undefined) return;
    actor.send({
      type: 'rental.trip.update',
      userDataId: cart.userData.id,
      trip: editing,
      now: new Date(),
    });
    setEditing(null);
  };
  return (
    <EndDrawer
      testId="rental-cart-drawer"
      size="cart"
      title={<Trans>Rental cart</Trans>}
      closeLabel={t`Close rental cart`}
      onClose={onClose}
    >
      {cart.query.isPending ? (
        <DrawerLoading label={t`Loading`} />
      ) : !cart.lines.length ? (
        <div className={drawerEmptyClass} data-testid="rental-cart-empty">
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            <Trans>Your rental cart is empty</Trans>
          </h3>
          <button
            type="button"
            className={button()}
            onClick={() => {
              onClose();
              void navigate({
                to: '/rental/vehicle-search',
                search: { all_category: 1 },
              });
            }}
          >
            <Trans>Find a vehicle</Trans>
          </button>
        </div>
      ) : (
        <>
          <div className={css({ flex: '1', overflowY: 'auto', px: '4', py: '3', stack: '4' })}>
            <RentalCartLines
              lines={cart.lines}
              busy={busy}
              unsupported={unsupported}
              wanted={editing?.rentalType ?? null}
            />
            <TripSection trip={cart.trip} busy={busy} editing={editing} onEdit={setEditing} onSave={save} />
          </div>
          <CartFooter
            subtotal={formatMoney(fare.subtotal, fmt)}
            rentalType={cart.trip?.rentalType ?? null}
            busy={busy}
            blocked={unsupported.length > 0}
            onClose={onClose}
          />
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          testId="rental-clear-confirm"
          title={<Trans>Clear the rental cart?</Trans>}
          description={<Trans>Every vehicle and the trip details will be removed.</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          confirmLabel={<Trans>Yes</Trans>}
          confirmVariant="danger"
          onCancel={() => actor.send({ type: 'rental.clear.cancel' })}
          onConfirm={() => actor.send({ type: 'rental.clear.confirm' })}
        />
      ) : null}
    </EndDrawer>
  );
}
