import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { savedAddressesQuery } from '../../api/queries/location';
import { saveLocation, useScope } from '../../api/scope';
import { addressesInZone, type DeliveryAddress } from '../../domain/address';
import { AddressRadioList } from './SavedAddressesModal';
import { mutedClass } from './styles';

/**
 * acc §2 The navbar variant of the picker: the saved addresses as a radio list. Choosing one stores its address,
 * point and zone ids as the current location (core §4) and the page reloads (acc §4).
 */
export function NavbarAddressList({ storeZoneId = null, reload = () => window.location.reload() }: { storeZoneId?: number | null; reload?: () => void }) {
  const scope = useScope();
  const list = useQuery(savedAddressesQuery(scope.signedIn)).data as DeliveryAddress[] | undefined;
  const addresses = addressesInZone(list ?? [], storeZoneId);
  if (!scope.signedIn) return null;
  if (list && addresses.length === 0)
    return (
      <p className={mutedClass} role="note">
        <Trans>No saved addresses found to select.</Trans>
      </p>
    );
  const current = addresses.find((a) => a.address === scope.address && scope.position && Number(a.latitude) === scope.position.lat && Number(a.longitude) === scope.position.lng);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="navbar-address-list">
      <AddressRadioList
        addresses={addresses}
        value={current?.id ?? null}
        name="navbar-address"
        onChange={(id) => {
          const a = addresses.find((x) => x.id === id);
          if (!a) return;
          saveLocation({ address: a.address, lat: Number(a.latitude), lng: Number(a.longitude), zoneId: JSON.stringify(a.zone_ids ?? (a.zone_id != null ? [a.zone_id] : [])) });
          reload();
        }}
      />
    </div>
  );
}
