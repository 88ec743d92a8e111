import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { DeliveryAddress } from '../../domain/address';
import { DialogTitle } from '../../ui/Dialog';
import { SheetDialogFrame } from '../../ui/SheetDialogFrame';
import { AddressCard } from './AddressCard';

const option = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'bg.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
});

/** The saved addresses as a radio list (one choice); in the saved-addresses modal (the navbar variant is the location picker's list, src/features/location/ChooseStep). */
function AddressRadioList({
  addresses,
  value,
  onChange,
  name,
}: {
  addresses: DeliveryAddress[];
  value: number | null;
  onChange: (id: number) => void;
  name?: string;
}) {
  const { t } = useLingui();
  const auto = useId();
  return (
    <div role="radiogroup" aria-label={t`Saved addresses`} className={css({ stack: '2' })}>
      {addresses.map((a) => (
        <label key={a.id} className={option} data-testid="saved-address-option">
          <input
            type="radio"
            name={name ?? auto}
            checked={value === a.id}
            onChange={() => a.id != null && onChange(a.id)}
            className={css({ mt: '1', accentColor: 'accent.default', width: '4', height: '4', flexShrink: 0 })}
          />
          <AddressCard address={a} />
        </label>
      ))}
    </div>
  );
}

/**
 * acc §2 The saved-addresses modal of the checkout picker: a radio list, Cancel and Select; without addresses
 * "Oops - You don’t have any saved address yet. please save address to continue".
 */
export default function SavedAddressesModal({
  addresses,
  current,
  onCancel,
  onSelect,
}: {
  addresses: DeliveryAddress[];
  current: number | null;
  onCancel: () => void;
  onSelect: (a: DeliveryAddress) => void;
}) {
  const [choice, setChoice] = useState<number | null>(current ?? null);
  const chosen = addresses.find((a) => a.id === choice) ?? null;
  return (
    <SheetDialogFrame
      data-testid="saved-addresses-modal"
      className={css({ maxWidth: '520px', maxHeight: '90dvh' })}
      onClose={onCancel}
    >
      <DialogTitle>
        <Trans>Saved Addresses</Trans>
      </DialogTitle>
      {addresses.length ? (
        <AddressRadioList addresses={addresses} value={choice} onChange={setChoice} />
      ) : (
        <p className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })} data-testid="saved-addresses-empty">
          <Trans>Oops - You don’t have any saved address yet. please save address to continue</Trans>
        </p>
      )}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={onCancel}
          data-testid="saved-addresses-cancel"
        >
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className={button()}
          disabled={!chosen}
          onClick={() => chosen && onSelect(chosen)}
          data-testid="saved-addresses-select"
        >
          <Trans>Select</Trans>
        </button>
      </div>
    </SheetDialogFrame>
  );
}
