import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { addressFormMachine, type SavedAnswer } from '../../machines/address/addressForm.machine';
import { guestContactMachine } from '../../machines/address/guestContact.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { addressCalls } from '../api/mutations/address';
import { saveDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import type { PlaceDetails } from '../api/types';
import type { LatLng } from '../domain/location';
import type { AddressLogic } from '../flows/address';
import { notify } from '../ui/toaster';
import { currentPosition, reverseGeocode } from './geoEdge';

/** The edge of the address modal and the guest contact: the address API, the map-provider proxies, geolocation, storage, toasts. */

export function createAddressLogic(queryClient: QueryClient): AddressLogic {
  const addressForm = addressFormMachine.provide({
    actors: {
      geolocate: fromPromise(() => currentPosition()),
      reverseGeocode: fromPromise(({ input }: { input: LatLng }) => reverseGeocode(input)),
      placeDetails: fromPromise(async ({ input }: { input: { placeId: string } }) => {
        const data = (await unwrap(
          api.GET('/api/v1/config/place-api-details', { params: { query: { placeid: input.placeId } } }),
        )) as PlaceDetails;
        const lat = Number(data?.location?.latitude);
        const lng = Number(data?.location?.longitude);
        if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Error('place not found');
        return { lat, lng };
      }),
      saveAddress: fromPromise(async ({ input }) => {
        const answer =
          input.id === null ? await addressCalls.add(input.body) : await addressCalls.update(input.id, input.body);
        return answer as SavedAnswer;
      }),
      deleteAddress: fromPromise(async ({ input }: { input: { id: number } }) => {
        return (await unwrap(
          api.DELETE('/api/v1/customer/address/delete', { params: { query: { address_id: input.id } } }),
        )) as { message: string };
      }),
    },
    actions: {
      notifyFailed: (_, { message }) => notify('error', message),
      storeOnDevice: (_, { address }) => saveDeviceValue(DEVICE_KEYS.guestAddress, address),
      notifySaved: (_, { message }) => notify('success', message),
      refreshAddresses: () => void queryClient.invalidateQueries({ queryKey: ['profile', 'addresses'] }),
    },
  });
  const guestContact = guestContactMachine.provide({
    actions: {
      storeContact: (_, { contact }) => saveDeviceValue(DEVICE_KEYS.guestContact, contact),
    },
  });
  return { addressForm, guestContact };
}
