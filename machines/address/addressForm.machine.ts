import { assign, emit, fromPromise, setup } from 'xstate';
import {
  addressErrors,
  addressPayload,
  blankAddressDraft,
  draftOf,
  hasErrors,
  resetAddressDraft,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type AddressLabel,
  type DeliveryAddress,
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
  | { type: 'address.open'; address: DeliveryAddress | null; dialCode: string; center: LatLng | null; store: AddressStore; takeAway?: boolean }
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

const closedContext: AddressFormContext = {
  id: null,
  store: 'none',
  takeAway: false,
  draft: blankAddressDraft('+880'),
  errors: {},
  problem: null,
  notice: null,
  deleteId: null,
};

const pointOf = (d: AddressDraft): LatLng => ({ lat: d.latitude ?? 0, lng: d.longitude ?? 0 });

export const addressFormMachine = setup({
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
    needsAddressOfPoint: ({ context }) => !context.takeAway && !context.draft.address.trim() && context.draft.latitude !== null && context.draft.longitude !== null,
  },
  actions: {
    openDraft: assign(({ event }) => {
      if (event.type !== 'address.open') return {};
      const draft = event.address ? draftOf(event.address, event.dialCode) : blankAddressDraft(event.dialCode, event.center);
      return { ...closedContext, id: event.address?.id ?? null, store: event.store, takeAway: Boolean(event.takeAway), draft };
    }),
    editField: assign(({ context, event }) => {
      if (event.type !== 'address.edit') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // After a first submit the messages follow the typing; before it, nothing is flagged.
      return { draft, errors: hasErrors(context.errors) ? addressErrors(draft, context.takeAway) : {} };
    }),
    chooseLabel: assign({
      draft: ({ context, event }) => (event.type === 'address.label' ? { ...context.draft, label: event.label, labelName: event.label === 'other' ? context.draft.labelName : '' } : context.draft),
    }),
    movePoint: assign({
      draft: ({ context }, params: LatLng) => ({ ...context.draft, latitude: params.lat, longitude: params.lng }),
      problem: null,
    }),
    takeMapCentre: assign({
      draft: ({ context, event }) => (event.type === 'address.map.move' ? { ...context.draft, latitude: event.lat, longitude: event.lng } : context.draft),
      problem: null,
    }),
    nameAddress: assign({
      draft: ({ context }, params: { address: string | null }) => (params.address ? { ...context.draft, address: params.address } : context.draft),
      errors: ({ context }, params: { address: string | null }) => (params.address && context.errors.address ? { ...context.errors, address: undefined } : context.errors),
    }),
    takePlaceText: assign({
      draft: ({ context, event }) => (event.type === 'address.place.pick' ? { ...context.draft, address: event.text } : context.draft),
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
    announceSaved: emit((_, params: { address: DeliveryAddress }) => ({ type: 'saved' as const, address: params.address })),
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
}).createMachine({
  id: 'addressForm',
  description:
    'acc §2 Address modal, §4 Address form and Map, §5 address form rules: a map (236 px) whose centre is the point, "use current location" (low accuracy, 5000 ms to decide), a place search, "Label As" home / office / other (a non-empty label name replaces the type), the contact fields and Reset. Signed in, adding creates and editing updates on the server (its message as a toast, the list refreshes, the modal closes; outside every zone the server\'s message shows and nothing is saved); a guest\'s address is kept on the device with its e-mail.',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      description: 'No modal.',
      entry: 'forgetDraft',
      on: {
        'address.open': { target: 'open', actions: 'openDraft', description: 'Add (empty, at the given point) or edit (the saved address).' },
        'address.delete.request': { target: 'confirmingDelete', actions: 'askDelete' },
      },
    },
    confirmingDelete: {
      tags: ['confirming'],
      description: 'The address book asks before deleting a saved address.',
      on: {
        'address.delete.confirm': { target: 'deleting' },
        'address.delete.cancel': { target: 'closed', actions: 'forgetDelete', description: 'Nothing is deleted.' },
      },
    },
    deleting: {
      tags: ['confirming', 'deleting'],
      description: 'DELETE customer/address/delete with the address id.',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.deleteId ?? 0 }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) }, 'refreshAddresses', 'forgetDelete'],
          description: 'The server\'s message ("Successfully removed"); the list refreshes.',
        },
        onError: {
          target: 'closed',
          actions: [{ type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) }, 'refreshAddresses', 'forgetDelete'],
          description: "Already gone or refused: the server's message, and the list as the server has it.",
        },
      },
    },
    open: {
      tags: ['open'],
      description: 'The modal: the point (map, current location, search) and the form are used at the same time.',
      type: 'parallel',
      on: {
        'address.close': { target: 'closed', description: 'Cancel: nothing is saved.' },
      },
      states: {
        point: {
          description: 'Where the address is: the map centre, the current location or a searched place.',
          initial: 'starting',
          on: {
            'address.map.move': { target: '.naming', reenter: true, actions: 'takeMapCentre', description: 'Dragging or zooming sets the point to the map centre; its address is looked up.' },
            'address.current.request': { target: '.locating', actions: 'clearNotice' },
            'address.place.pick': { target: '.resolvingPlace', actions: 'takePlaceText', description: 'A place from the search: its text becomes the address.' },
          },
          states: {
            starting: {
              description: "A new address at a known point gets that point's address at once.",
              always: [{ guard: 'needsAddressOfPoint', target: 'naming' }, { target: 'idle' }],
            },
            idle: {
              description: 'The pin rests on the point.',
            },
            locating: {
              tags: ['locating'],
              description: 'Asking the browser for the current location (low accuracy); the customer may still be deciding.',
              after: {
                geolocationDecision: { target: 'idle', actions: 'noteGeolocationUnavailable', description: 'No decision within 5000 ms: the map and the search remain.' },
              },
              invoke: {
                id: 'geolocate',
                src: 'geolocate',
                onDone: { target: 'naming', actions: { type: 'movePoint', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: 'noteGeolocationUnavailable' },
              },
            },
            naming: {
              tags: ['naming'],
              description: "A spinner shows by the pin while the point's address is looked up (geocode into the address field).",
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => pointOf(context.draft),
                onDone: { target: 'idle', actions: { type: 'nameAddress', params: ({ event }) => ({ address: event.output }) } },
                onError: { target: 'idle', description: 'No address found: the field keeps what it had, the customer may type one.' },
              },
            },
            resolvingPlace: {
              tags: ['naming'],
              description: 'Finding the point of the chosen place; the map moves there.',
              invoke: {
                id: 'placeDetails',
                src: 'placeDetails',
                input: ({ event }) => ({ placeId: event.type === 'address.place.pick' ? event.placeId : '' }),
                onDone: { target: 'idle', actions: { type: 'movePoint', params: ({ event }) => event.output } },
                onError: { target: 'idle', description: 'Place not found: the typed address stays, the point does not move.' },
              },
            },
          },
        },
        form: {
          description: 'The fields, "Label As", Reset and Save.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The customer fills the form; messages show under the fields after a submit.',
              on: {
                'address.edit': { actions: 'editField' },
                'address.label': { actions: 'chooseLabel', description: '"other" shows the optional label-name field.' },
                'address.reset': { target: 'confirmingReset', description: 'core §8: asks "Are you sure, you want to reset?" first.' },
                'address.submit': [
                  { guard: 'draftInvalid', actions: 'showErrors', description: '"Address is required", "Name is required", "Phone Number is required".' },
                  { guard: 'storesOnServer', target: 'saving', actions: 'clearProblem' },
                  {
                    guard: 'storesOnDevice',
                    target: '#addressForm.closed',
                    actions: [
                      { type: 'storeOnDevice', params: ({ context }) => ({ address: addressPayload(context.draft, { takeAway: context.takeAway, guest: true }) }) },
                      { type: 'announceSaved', params: ({ context }) => ({ address: addressPayload(context.draft, { takeAway: context.takeAway, guest: true }) }) },
                    ],
                    description: 'Guest: kept on the device with contact_person_email; the modal closes.',
                  },
                  {
                    target: '#addressForm.closed',
                    actions: { type: 'announceSaved', params: ({ context }) => ({ address: addressPayload(context.draft, { takeAway: context.takeAway }) }) },
                    description: 'Checkout, not saved to the book: used for this order only.',
                  },
                ],
              },
            },
            confirmingReset: {
              tags: ['confirmingReset'],
              description: 'core §8 "Are you sure, you want to reset?": Yes clears the fields, No keeps them.',
              on: {
                'address.reset.confirm': { target: 'editing', actions: 'resetDraft', description: 'Clears name, number, additional information, house and floor.' },
                'address.reset.cancel': { target: 'editing', description: 'The fields keep what was typed.' },
              },
            },
            saving: {
              tags: ['busy'],
              description: 'Signed in: create (new) or update (has an id) on the server.',
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({ id: context.id, body: addressPayload(context.draft, { takeAway: context.takeAway }) }),
                onDone: {
                  target: '#addressForm.closed',
                  actions: [
                    { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
                    'refreshAddresses',
                    {
                      type: 'announceSaved',
                      params: ({ context, event }) => ({
                        address: {
                          ...addressPayload(context.draft, { takeAway: context.takeAway }),
                          id: context.id,
                          zone_ids: event.output.zone_ids ?? (event.output.zone_id !== undefined ? [event.output.zone_id] : []),
                        },
                      }),
                    },
                  ],
                  description: "The server's message as a toast, the list refreshes, the modal closes.",
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setProblem', params: ({ event }) => ({ message: messageOf(event.error) }) },
                  description: "Outside every zone (403 coordinates) or refused: the server's message shows, nothing is saved.",
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The server's first message, as the edge's typed API error carries it. */
function messageOf(error: unknown): string {
  const e = error as { messages?: unknown; message?: unknown } | null;
  if (e && Array.isArray(e.messages) && typeof e.messages[0] === 'string') return e.messages[0];
  return e && typeof e.message === 'string' && e.message ? e.message : 'error';
}
