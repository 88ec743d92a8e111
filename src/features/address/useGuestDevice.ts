import { useDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { parseDeliveryAddress, parseGuestContact, type DeliveryAddress, type GuestContact } from '../../domain/address';

/** The guest's own address, as kept on the device (acc §1): re-renders when it changes. */
export function useGuestAddress(): DeliveryAddress | null {
  return useDeviceValue(DEVICE_KEYS.guestAddress, parseDeliveryAddress);
}

/** The guest's contact info, kept on the device beside the address. */
export function useGuestContact(): GuestContact | null {
  return useDeviceValue(DEVICE_KEYS.guestContact, parseGuestContact);
}
