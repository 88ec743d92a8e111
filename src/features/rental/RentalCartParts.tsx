import type { Dispatch, SetStateAction } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { TripDraft } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { rentalTypeLabels } from './messages';
import { TripForm } from './TripForm';
import { TripSummary } from './TripSummary';
import { muted, row } from './styles';

/** The cart's shared trip: its summary, or the form while the customer edits it. */
export function TripSection({
  trip,
  busy,
  editing,
  onEdit,
  onSave,
}: {
  trip: TripDraft | null;
  busy: boolean;
  editing: TripDraft | null;
  onEdit: Dispatch<SetStateAction<TripDraft | null>>;
  onSave: () => void;
}) {
  return (
    <section className={css({ stack: '2' })} aria-labelledby="rental-trip-title">
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h3 id="rental-trip-title" className={css({ fontWeight: 'bold' })}>
          <Trans>Trip details</Trans>
        </h3>
        {editing ? null : (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => onEdit(trip)}
            disabled={busy || !trip}
            data-testid="rental-trip-edit"
          >
            <Trans>Edit trip</Trans>
          </button>
        )}
      </div>
      {editing ? (
        <>
          <TripForm value={editing} onChange={(update) => onEdit((e) => (e ? update(e) : e))} />
          <div className={row}>
            <button type="button" className={button()} onClick={onSave} disabled={busy} data-testid="rental-trip-save">
              <Trans>Save trip</Trans>
            </button>
            <button type="button" className={button({ variant: 'ghost' })} onClick={() => onEdit(null)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </>
      ) : trip ? (
        <TripSummary trip={trip} />
      ) : null}
    </section>
  );
}

/** The cart's foot: the subtotal, the rental type, Clear cart and Book trip. */
export function CartFooter({
  subtotal,
  rentalType,
  busy,
  blocked,
  onClose,
}: {
  subtotal: string;
  rentalType: TripDraft['rentalType'] | null;
  busy: boolean;
  blocked: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { cart: actor } = useRentalFlows();
  return (
    <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', p: '4', stack: '3' })}>
      <p className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold' })}>
        <span>
          <Trans>Subtotal</Trans>
        </span>
        <span data-testid="rental-cart-subtotal" className={css({ unicodeBidi: 'isolate' })}>
          {subtotal}
        </span>
      </p>
      <p className={muted}>{rentalType ? i18n._(rentalTypeLabels[rentalType]) : null}</p>
      <div className={row}>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => actor.send({ type: 'rental.clear' })}
          disabled={busy}
          data-testid="rental-cart-clear"
        >
          <Trans>Clear cart</Trans>
        </button>
        <button
          type="button"
          className={`${button()} ${css({ flex: '1' })}`}
          disabled={busy || blocked}
          onClick={() => {
            onClose();
            void navigate({ to: '/rental/checkout' });
          }}
          data-testid="rental-cart-book"
          data-toast-avoid=""
        >
          <Trans>Book trip</Trans>
        </button>
      </div>
    </div>
  );
}
