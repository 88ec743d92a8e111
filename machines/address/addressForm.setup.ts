import { assign, emit, fromPromise, setup } from 'xstate';
import {
  addressErrors,
  blankAddressDraft,
  draftOf,
  hasErrors,
  resetAddressDraft,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type AddressLabel,
  type DeliveryAddress,
  type GuestContact,
} from '../../src/domain/address';
import { GEOLOCATION_DECISION_MS, type LatLng } from '../../src/domain/location';

/**
 * Where a submitted address goes: the customer's book on the server (create, or update when it has an id),
 * the guest's device, or nowhere (checkout uses it for this order only, "Save this Address" unticked).
 */
export type AddressStore = 'server' | 'device' | 'none';

export interface AddressFormContext {
  /** The saved address being edited; null adds a new one. */
  id: number | null;
  store: AddressStore;
  /** acc §4: in take-away mode address, road, house and floor are not collected. */
  takeAway: boolean;
  draft: AddressDraft;
  errors: AddressErrors;
  /** The server's message when saving failed (a point outside every zone: "Service not available in this area"). */
  problem: string | null;
  /** Current location unavailable or refused: not an error, the map and the search remain. */
  notice: 'geolocationUnavailable' | null;
  /** The saved address the customer asked to delete. */
  deleteId: number | null;
}

export type AddressFormEvent =
  /** `contact`: a guest's contact card, which a new address starts from (the guest does not type it twice). */
  | {
      type: 'address.open';
      address: DeliveryAddress | null;
      dialCode: string;
      center: LatLng | null;
      store: AddressStore;
      takeAway?: boolean;
      contact?: GuestContact | null;
    }
  | { type: 'address.close' }
  | { type: 'address.edit'; field: AddressField; value: string }
  | { type: 'address.label'; label: AddressLabel }
  | { type: 'address.map.move'; lat: number; lng: number }
  | { type: 'address.current.request' }
  | { type: 'address.place.pick'; placeId: string; text: string }
  | { type: 'address.reset' }
  | { type: 'address.reset.confirm' }
  | { type: 'address.reset.cancel' }
  | { type: 'address.submit' }
  | { type: 'address.delete.request'; id: number }
  | { type: 'address.delete.confirm' }
  | { type: 'address.delete.cancel' };

export type AddressFormEmitted = { type: 'saved'; address: DeliveryAddress };

/** What the save call answers: the server's message and the zones of the point (api §3.4). */
export interface SavedAnswer {
  message: string;
  zone_ids?: number[];
  zone_id?: number;
}

export const closedContext: AddressFormContext = {
  id: null,
  store: 'none',
  takeAway: false,
  draft: blankAddressDraft('+880'),
  errors: {},
  problem: null,
  notice: null,
  deleteId: null,
};

export const pointOf = (d: AddressDraft): LatLng => ({ lat: d.latitude ?? 0, lng: d.longitude ?? 0 });

/** The addressForm statechart's vocabulary (types, actors, guards, actions); addressForm.machine.ts draws its states. */
export const addressFormSetup = setup({
  types: {
    tags: {} as 'busy' | 'closed' | 'confirming' | 'confirmingReset' | 'deleting' | 'locating' | 'naming' | 'open',
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    emitted: {} as AddressFormEmitted,
  },
  actors: {
    /** Edge: the browser's geolocation, low accuracy; rejects when refused or missing. */
    geolocate: fromPromise<LatLng>(async () => ({ lat: 0, lng: 0 })),
    /** Edge: GET config/geocode-api?lat&lng → results[0].formatted_address, or null. */
    reverseGeocode: fromPromise<string | null, LatLng>(async () => null),
    /** Edge: GET config/place-api-details?placeid → the point. */
    placeDetails: fromPromise<LatLng, { placeId: string }>(async () => ({ lat: 0, lng: 0 })),
    /** Edge: POST customer/address/add, or PUT customer/address/update/{id}; rejects with the server's message. */
    saveAddress: fromPromise<SavedAnswer, { id: number | null; body: DeliveryAddress }>(async () => ({ message: '' })),
    /** Edge: DELETE customer/address/delete?address_id → its message. */
    deleteAddress: fromPromise<{ message: string }, { id: number }>(async () => ({ message: '' })),
  },
  delays: {
    geolocationDecision: GEOLOCATION_DECISION_MS,
  },
  guards: {
    draftInvalid: ({ context }) => hasErrors(addressErrors(context.draft, context.takeAway)),
    storesOnServer: ({ context }) => context.store === 'server',
    storesOnDevice: ({ context }) => context.store === 'device',
    needsAddressOfPoint: ({ context }) =>
      !context.takeAway &&
      !context.draft.address.trim() &&
      context.draft.latitude !== null &&
      context.draft.longitude !== null,
  },
  actions: {
    openDraft: assign(({ event }) => {
      if (event.type !== 'address.open') return {};
      const draft = event.address
        ? draftOf(event.address, event.dialCode)
        : blankAddressDraft(event.dialCode, event.center, event.contact ?? null);
      return {
        ...closedContext,
        id: event.address?.id ?? null,
        store: event.store,
        takeAway: Boolean(event.takeAway),
        draft,
      };
    }),
    editField: assign(({ context, event }) => {
      if (event.type !== 'address.edit') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // After a first submit the messages follow the typing; before it, nothing is flagged.
      return { draft, errors: hasErrors(context.errors) ? addressErrors(draft, context.takeAway) : {} };
    }),
    chooseLabel: assign({
      draft: ({ context, event }) =>
        event.type === 'address.label'
          ? { ...context.draft, label: event.label, labelName: event.label === 'other' ? context.draft.labelName : '' }
          : context.draft,
    }),
    movePoint: assign({
      draft: ({ context }, params: LatLng) => ({ ...context.draft, latitude: params.lat, longitude: params.lng }),
      problem: null,
    }),
    takeMapCentre: assign({
      draft: ({ context, event }) =>
        event.type === 'address.map.move'
          ? { ...context.draft, latitude: event.lat, longitude: event.lng }
          : context.draft,
      problem: null,
    }),
    nameAddress: assign({
      draft: ({ context }, params: { address: string | null }) =>
        params.address ? { ...context.draft, address: params.address } : context.draft,
      errors: ({ context }, params: { address: string | null }) =>
        params.address && context.errors.address ? { ...context.errors, address: undefined } : context.errors,
    }),
    takePlaceText: assign({
      draft: ({ context, event }) =>
        event.type === 'address.place.pick' ? { ...context.draft, address: event.text } : context.draft,
      notice: null,
    }),
    clearNotice: assign({ notice: null }),
    /** A closed modal keeps nothing of the last draft. */
    forgetDraft: assign(() => closedContext),
    noteGeolocationUnavailable: assign({ notice: 'geolocationUnavailable' }),
    resetDraft: assign({ draft: ({ context }) => resetAddressDraft(context.draft), errors: {} }),
    showErrors: assign({ errors: ({ context }) => addressErrors(context.draft, context.takeAway) }),
    clearProblem: assign({ errors: {}, problem: null }),
    setProblem: assign({ problem: (_, params: { message: string }) => params.message }),
    announceSaved: emit((_, params: { address: DeliveryAddress }) => ({
      type: 'saved' as const,
      address: params.address,
    })),
    /** Edge: the guest's address (with contact_person_email) is kept on the device. */
    storeOnDevice: (_, _params: { address: DeliveryAddress }) => {},
    /** Edge: toast the server's message ("Successfully added", "Updated successfully"). */
    notifySaved: (_, _params: { message: string }) => {},
    askDelete: assign({ deleteId: ({ event }) => (event.type === 'address.delete.request' ? event.id : null) }),
    forgetDelete: assign({ deleteId: null }),
    /** Edge: toast the server's message when a call failed. */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Edge: the saved-address list is fetched again. */
    refreshAddresses: () => {},
  },
});
