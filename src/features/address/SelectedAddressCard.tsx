import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { isSelectedAddress, type DeliveryAddress } from '../../domain/address';
import { AddressCard } from './AddressCard';
import { EditIcon, PlusIcon } from './icons';
import { cardClass } from '../../ui/surfaces';
import { IconAction } from './IconAction';
import { mutedClass } from './styles';

/** The address the order goes to, with its edit (or, on the current location, add) button; or the way to add one. */
export function SelectedAddressCard({
  selected,
  takeAway,
  onAdd,
  onEdit,
}: {
  selected: DeliveryAddress | null;
  takeAway: boolean;
  onAdd: () => void;
  onEdit: (a: DeliveryAddress) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={cardClass} data-testid="checkout-selected-address">
      {selected ? (
        <AddressCard
          address={takeAway ? { ...selected, address: '', road: null, house: null, floor: null } : selected}
          actions={
            // core §9: the pseudo type 'Selected Address' is not editable: another address is added instead.
            isSelectedAddress(selected) ? (
              <IconAction label={t`Add New Address`} onClick={onAdd} testId="checkout-address-new">
                {' '}
                <PlusIcon size={18} />{' '}
              </IconAction>
            ) : (
              <IconAction label={t`Edit address`} onClick={() => onEdit(selected)} testId="checkout-address-edit">
                {' '}
                <EditIcon size={18} />{' '}
              </IconAction>
            )
          }
        />
      ) : (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={onAdd}
          data-testid="checkout-address-add"
        >
          <PlusIcon size={18} />
          <Trans>Add New Address</Trans>
        </button>
      )}
    </div>
  );
}

/** "View Saved Address", "Save this Address" for an address not saved yet, and a note when none of the zone's is saved. */
export function SavedAddressOptions({
  unsaved,
  saveAddress,
  onSaveAddressChange,
  noneSaved,
  onView,
}: {
  unsaved: boolean;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
  noneSaved: boolean;
  onView: () => void;
}) {
  return (
    <>
      <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ color: 'accent.default', textDecoration: 'underline', px: '0' })}`}
          onClick={onView}
          data-testid="view-saved-addresses"
        >
          <Trans>View Saved Address</Trans>
        </button>
        {unsaved ? (
          <label className={css({ cluster: '2', fontSize: 'sm', cursor: 'pointer', minHeight: '6' })}>
            <input
              type="checkbox"
              checked={saveAddress}
              onChange={(e) => onSaveAddressChange(e.target.checked)}
              className={css({ width: '4', height: '4', accentColor: 'accent.default' })}
              data-testid="save-this-address"
            />
            <Trans>Save this Address</Trans>
          </label>
        ) : null}
      </div>
      {noneSaved ? (
        <p role="note" className={mutedClass} data-testid="no-saved-addresses-note">
          <Trans>No saved addresses found to select.</Trans>
        </p>
      ) : null}
    </>
  );
}
