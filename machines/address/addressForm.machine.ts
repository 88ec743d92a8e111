import { addressPayload } from '../../src/domain/address';
import { addressFormSetup, closedContext, pointOf } from './addressForm.setup';

export * from './addressForm.setup';

export const addressFormMachine = addressFormSetup.createMachine({
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
        'address.open': {
          target: 'open',
          actions: 'openDraft',
          description: 'Add (empty, at the given point) or edit (the saved address).',
        },
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
          actions: [
            { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
            'refreshAddresses',
            'forgetDelete',
          ],
          description: 'The server\'s message ("Successfully removed"); the list refreshes.',
        },
        onError: {
          target: 'closed',
          actions: [
            { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
            'refreshAddresses',
            'forgetDelete',
          ],
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
            'address.map.move': {
              target: '.naming',
              reenter: true,
              actions: 'takeMapCentre',
              description: 'Dragging or zooming sets the point to the map centre; its address is looked up.',
            },
            'address.current.request': { target: '.locating', actions: 'clearNotice' },
            'address.place.pick': {
              target: '.resolvingPlace',
              actions: 'takePlaceText',
              description: 'A place from the search: its text becomes the address.',
            },
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
              description:
                'Asking the browser for the current location (low accuracy); the customer may still be deciding.',
              after: {
                geolocationDecision: {
                  target: 'idle',
                  actions: 'noteGeolocationUnavailable',
                  description: 'No decision within 5000 ms: the map and the search remain.',
                },
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
              description:
                "A spinner shows by the pin while the point's address is looked up (geocode into the address field).",
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => pointOf(context.draft),
                onDone: {
                  target: 'idle',
                  actions: { type: 'nameAddress', params: ({ event }) => ({ address: event.output }) },
                },
                onError: {
                  target: 'idle',
                  description: 'No address found: the field keeps what it had, the customer may type one.',
                },
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
                onError: {
                  target: 'idle',
                  description: 'Place not found: the typed address stays, the point does not move.',
                },
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
                'address.label': {
                  actions: 'chooseLabel',
                  description: '"other" shows the optional label-name field.',
                },
                'address.reset': {
                  target: 'confirmingReset',
                  description: 'core §8: asks "Are you sure, you want to reset?" first.',
                },
                'address.submit': [
                  {
                    guard: 'draftInvalid',
                    actions: 'showErrors',
                    description: '"Address is required", "Name is required", "Phone Number is required".',
                  },
                  { guard: 'storesOnServer', target: 'saving', actions: 'clearProblem' },
                  {
                    guard: 'storesOnDevice',
                    target: '#addressForm.closed',
                    actions: [
                      {
                        type: 'storeOnDevice',
                        params: ({ context }) => ({
                          address: addressPayload(context.draft, { takeAway: context.takeAway, guest: true }),
                        }),
                      },
                      {
                        type: 'announceSaved',
                        params: ({ context }) => ({
                          address: addressPayload(context.draft, { takeAway: context.takeAway, guest: true }),
                        }),
                      },
                    ],
                    description: 'Guest: kept on the device with contact_person_email; the modal closes.',
                  },
                  {
                    target: '#addressForm.closed',
                    actions: {
                      type: 'announceSaved',
                      params: ({ context }) => ({
                        address: addressPayload(context.draft, { takeAway: context.takeAway }),
                      }),
                    },
                    description: 'Checkout, not saved to the book: used for this order only.',
                  },
                ],
              },
            },
            confirmingReset: {
              tags: ['confirmingReset'],
              description: 'core §8 "Are you sure, you want to reset?": Yes clears the fields, No keeps them.',
              on: {
                'address.reset.confirm': {
                  target: 'editing',
                  actions: 'resetDraft',
                  description: 'Clears name, number, additional information, house and floor.',
                },
                'address.reset.cancel': { target: 'editing', description: 'The fields keep what was typed.' },
              },
            },
            saving: {
              tags: ['busy'],
              description: 'Signed in: create (new) or update (has an id) on the server.',
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({
                  id: context.id,
                  body: addressPayload(context.draft, { takeAway: context.takeAway }),
                }),
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
                          zone_ids:
                            event.output.zone_ids ?? (event.output.zone_id !== undefined ? [event.output.zone_id] : []),
                        },
                      }),
                    },
                  ],
                  description: "The server's message as a toast, the list refreshes, the modal closes.",
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setProblem', params: ({ event }) => ({ message: messageOf(event.error) }) },
                  description:
                    "Outside every zone (403 coordinates) or refused: the server's message shows, nothing is saved.",
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
