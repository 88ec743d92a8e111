import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { CheckoutAddressSlotProps, DeliveryAddress } from '../../domain/address';
import { formSectionClass } from '../../ui/formSection';

/** The parcel wizard's first two steps (SendParcel.tsx draws the third, ParcelDetailsStep.tsx, and the machine). */

/** What the parcel route gives this page: parts of the address feature (features do not import each other). */
export interface ParcelAddressSlots {
  /** The sender: current location, a saved or a new address (acc §2 address picker; guests: contact card). */
  Sender(props: CheckoutAddressSlotProps): ReactNode;
  /** The address modal (map, name, phone) for the receiver; nothing is saved. */
  ReceiverModal(props: {
    address: DeliveryAddress | null;
    onClose(): void;
    onSaved(address: DeliveryAddress): void;
  }): ReactNode;
}

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '2' });

interface SenderStepProps {
  title: ReactNode;
  Sender: ParcelAddressSlots['Sender'];
  signedIn: boolean;
  sender: DeliveryAddress | null;
  onSelect(address: DeliveryAddress | null): void;
  saveSender: boolean;
  onSaveSender(save: boolean): void;
  error: ReactNode;
  onNext(): void;
}

/** Step 1: where the parcel leaves from (current location, a saved or a new address) and who sends it. */
export function SenderStep({
  title,
  Sender,
  signedIn,
  sender,
  onSelect,
  saveSender,
  onSaveSender,
  error,
  onNext,
}: SenderStepProps) {
  const { t } = useLingui();
  return (
    <div className={formSectionClass} data-testid="parcel-sender">
      {title}
      <Sender
        title={t`Pickup address`}
        storeZoneId={null}
        orderType="delivery"
        signedIn={signedIn}
        selected={sender}
        onSelect={onSelect}
        saveAddress={saveSender}
        onSaveAddressChange={onSaveSender}
      />
      {error}
      <button type="button" className={button()} onClick={onNext} data-testid="parcel-next">
        <Trans>Continue</Trans>
      </button>
    </div>
  );
}

interface ReceiverStepProps {
  title: ReactNode;
  ReceiverModal: ParcelAddressSlots['ReceiverModal'];
  receiver: DeliveryAddress | null;
  onSet(address: DeliveryAddress): void;
  error: ReactNode;
  onBack(): void;
  onNext(): void;
}

/** Step 2: who gets the parcel, and where (the address modal; nothing is saved). */
export function ReceiverStep({ title, ReceiverModal, receiver, onSet, error, onBack, onNext }: ReceiverStepProps) {
  const [receiverOpen, setReceiverOpen] = useState(false);
  return (
    <div className={formSectionClass} data-testid="parcel-receiver">
      {title}
      {receiver ? (
        <div className={css({ stack: '1' })} data-testid="parcel-receiver-card">
          <strong>{receiver.contact_person_name}</strong>
          <span>{receiver.contact_person_number}</span>
          <span>{receiver.address}</span>
        </div>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Who gets the parcel, and where?</Trans>
        </p>
      )}
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={() => setReceiverOpen(true)}
        data-testid="parcel-receiver-edit"
      >
        {receiver ? <Trans>Change receiver</Trans> : <Trans>Add receiver</Trans>}
      </button>
      {receiverOpen ? (
        <ReceiverModal
          address={receiver}
          onClose={() => setReceiverOpen(false)}
          onSaved={(a) => (onSet(a), setReceiverOpen(false))}
        />
      ) : null}
      {error}
      <div className={row}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onBack}>
          <Trans>Back</Trans>
        </button>
        <button type="button" className={button()} onClick={onNext} data-testid="parcel-next">
          <Trans>Continue</Trans>
        </button>
      </div>
    </div>
  );
}
