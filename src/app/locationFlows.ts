import { createActor, fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import { locationPickerMachine } from '../../machines/location/locationPicker.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import { getScope, saveLocation } from '../api/scope';
import { clearSessionFlag, readSessionFlag, setSessionFlag } from '../api/sessionFlags';
import { SESSION_FLAGS } from '../api/storage';
import type { PlaceAutocomplete, PlaceDetails, ZoneIdResponse } from '../api/types';
import { isWording, wordingFor, type LatLng, type LocationProblem } from '../domain/location';
import { addressSelected } from '../features/location/messages';
import { notify } from '../ui/toaster';
import { currentPosition, reverseGeocode } from './geoEdge';

/** The edge of the location picker: the map-provider proxies, geolocation, storage, toasts, reload. Loaded when the picker first opens. */

/** An API failure as the machines read it: the server's first message, else a message id. */
function problem(error: unknown, fallback: 'placeNotFound' | 'lookupFailed'): LocationProblem {
  if (isApiError(error) && error.status !== 401 && error.messages[0]) return { message: error.messages[0] };
  return { id: fallback };
}

/** The device's position; the picker reads any failure as "geolocation unavailable". */
function devicePosition(): Promise<LatLng> {
  return currentPosition().catch(() => {
    throw { id: 'geolocationUnavailable' };
  });
}

export function createLocationPickerActor() {
  const logic = locationPickerMachine.provide({
    actors: {
      suggestPlaces: fromPromise(async ({ input }: { input: { text: string } }) => {
        const data = (await unwrap(
          api.GET('/api/v1/config/place-api-autocomplete', { params: { query: { search_text: input.text } } }),
        )) as PlaceAutocomplete;
        return (data?.suggestions ?? [])
          .map((s) => s.placePrediction)
          .filter((p): p is NonNullable<typeof p> => Boolean(p?.placeId && p.text?.text))
          .map((p) => ({ placeId: p.placeId, text: p.text.text }));
      }),
      placeDetails: fromPromise(async ({ input }: { input: { placeId: string } }) => {
        let data: PlaceDetails;
        try {
          data = (await unwrap(
            api.GET('/api/v1/config/place-api-details', { params: { query: { placeid: input.placeId } } }),
          )) as PlaceDetails;
        } catch (error) {
          throw problem(error, 'placeNotFound');
        }
        const lat = Number(data?.location?.latitude);
        const lng = Number(data?.location?.longitude);
        // The provider answers an unknown place with 200 and an error object instead of a location.
        if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw { id: 'placeNotFound' };
        return { lat, lng };
      }),
      geolocate: fromPromise(() => devicePosition()),
      reverseGeocode: fromPromise(({ input }: { input: LatLng }) => reverseGeocode(input)),
      zoneLookup: fromPromise(async ({ input }: { input: LatLng }) => {
        try {
          const data = (await unwrap(
            api.GET('/api/v1/config/get-zone-id', { params: { query: { lat: input.lat, lng: input.lng } } }),
          )) as ZoneIdResponse;
          // Stored and echoed verbatim: the platform's own JSON string, smallest zone first.
          return { zoneId: String(data.zone_id) };
        } catch (error) {
          throw problem(error, 'lookupFailed');
        }
      }),
    },
    actions: {
      storeLocation: (_, { place, zoneId }) =>
        saveLocation({ address: place.address, lat: place.lat, lng: place.lng, zoneId }),
      markSelectedForNextLoad: (_, { wording }) => setSessionFlag(SESSION_FLAGS.locationSelected, wording),
      clearSelectedMark: () => clearSessionFlag(SESSION_FLAGS.locationSelected),
      announceSelected: (_, { wording }) => notify('success', i18n._(addressSelected[wording]), 'location-selected'),
      // From the landing page the customer goes on to /home (with the module kind a tile asked for); elsewhere the page reloads where it is.
      reloadPage: () =>
        window.location.pathname === '/'
          ? window.location.assign(`/home${window.location.search}`)
          : window.location.reload(),
    },
  });
  const flag = readSessionFlag(SESSION_FLAGS.locationSelected);
  return createActor(logic, {
    input: {
      signedIn: getScope().signedIn,
      wording: wordingFor(getScope().moduleType),
      justSelected: isWording(flag) ? flag : null,
    },
  });
}
