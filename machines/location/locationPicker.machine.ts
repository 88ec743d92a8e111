import { problemOf } from '../../src/domain/location';
import { locationPickerSetup, blankDraft } from './locationPicker.setup';

export * from './locationPicker.setup';

export const locationPickerMachine = locationPickerSetup.createMachine({
  id: 'locationPicker',
  description:
    'core §2 Location picker popover, §4 Location change, acc §4 Map: the customer chooses where they are — a saved address (signed in only), the current location (low accuracy, 5000 ms to decide), a place search, or a point on the map. Every way ends in the zone lookup; in a zone the address, the point and the zone ids are stored and the page reloads, announcing "New Delivery address selected." (pickup wording in rental). Outside every zone the server\'s message is shown and nothing is stored.',
  context: ({ input }) => ({
    ...blankDraft,
    signedIn: input.signedIn,
    wording: input.wording,
    justSelected: input.justSelected,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Page load: announce an address chosen before the reload.',
      always: [
        {
          guard: 'selectedBeforeReload',
          target: 'closed',
          actions: [
            'clearSelectedMark',
            {
              type: 'announceSelected',
              params: ({ context }) => ({ wording: context.justSelected ?? context.wording }),
            },
          ],
          description: 'Show "New Delivery address selected." (or "New Pickup address selected.").',
        },
        { target: 'closed' },
      ],
    },
    closed: {
      description: 'The header shows the current location; the picker is closed.',
      on: {
        'location.open': { target: 'open', actions: 'resetDraft' },
      },
    },
    open: {
      tags: ['open'],
      description: 'The picker is open (a popover from the header, or inline on the landing page).',
      initial: 'choosing',
      on: {
        'location.close': { target: 'closed', description: 'Nothing is stored.' },
      },
      states: {
        choosing: {
          description:
            'The ways to choose: saved addresses (or "To select from saved addresses, you need to sign in."), use current location, place search, pick on the map.',
          initial: 'idle',
          on: {
            'location.search.type': [
              {
                guard: 'isSearchableText',
                target: '.debouncing',
                actions: 'setQuery',
                description: 'Suggestions are asked for after a pause in typing.',
              },
              {
                target: '.idle',
                actions: ['setQuery', 'clearSuggestions'],
                description: 'Too short to search: the suggestions go.',
              },
            ],
            'location.search.pick': { target: 'resolvingPlace', actions: 'rememberPlace' },
            'location.current.request': { target: 'locating', actions: 'clearMessages' },
            'location.address.pick': {
              guard: 'isSignedIn',
              target: 'lookingUpZone',
              actions: 'takeAddress',
              description: 'Saved addresses are for signed-in customers only.',
            },
            'location.map.open': { target: 'map', actions: 'clearMessages' },
          },
          states: {
            idle: {
              tags: ['settled'],
              description: 'Waiting for the customer.',
            },
            debouncing: {
              tags: ['searching'],
              description: 'The customer is typing a place name.',
              after: { searchDebounce: { target: 'suggesting' } },
            },
            suggesting: {
              tags: ['searching'],
              description: 'Asking for place suggestions.',
              invoke: {
                id: 'suggestPlaces',
                src: 'suggestPlaces',
                input: ({ context }) => ({ text: context.query.trim() }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: 'clearSuggestions',
                  description: 'A failed search shows no suggestions.',
                },
              },
            },
          },
        },
        resolvingPlace: {
          tags: ['checking'],
          description: 'Finding the point of the chosen suggestion.',
          invoke: {
            id: 'placeDetails',
            src: 'placeDetails',
            input: ({ context }) => ({ placeId: context.pendingPlace?.placeId ?? '' }),
            onDone: { target: 'lookingUpZone', actions: { type: 'takePlace', params: ({ event }) => event.output } },
            onError: {
              target: 'choosing',
              actions: [
                'forgetAttempt',
                { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'placeNotFound') },
              ],
            },
          },
        },
        locating: {
          tags: ['locating'],
          description:
            'Asking the browser for the current location; the customer may still be deciding on the permission prompt.',
          after: {
            geolocationDecision: {
              target: 'choosing',
              actions: ['forgetAttempt', 'noteGeolocationUnavailable'],
              description: 'No decision within 5000 ms: offer the other ways (not an error).',
            },
          },
          invoke: {
            id: 'geolocate',
            src: 'geolocate',
            onDone: {
              target: 'namingPosition',
              actions: { type: 'takePosition', params: ({ event }) => event.output },
            },
            onError: {
              target: 'choosing',
              actions: ['forgetAttempt', 'noteGeolocationUnavailable'],
              description: 'Refused or missing geolocation is not an error: the other ways are offered.',
            },
          },
        },
        namingPosition: {
          tags: ['locating'],
          description: 'Finding the address of the current location.',
          invoke: {
            id: 'reverseGeocode',
            src: 'reverseGeocode',
            input: ({ context }) => ({ lat: context.candidate?.lat ?? 0, lng: context.candidate?.lng ?? 0 }),
            onDone: {
              target: 'lookingUpZone',
              actions: { type: 'nameCandidate', params: ({ event }) => ({ address: event.output }) },
            },
            onError: {
              target: 'lookingUpZone',
              actions: { type: 'nameCandidate', params: { address: null } },
              description: 'Without an address the coordinates are shown.',
            },
          },
        },
        map: {
          tags: ['map'],
          description:
            'acc §4 Map: dragging, zooming, the arrow buttons or a click move the centre; the pin marks it and its address is looked up.',
          initial: 'waiting',
          on: {
            'location.map.move': {
              target: '.naming',
              actions: 'setMapCenter',
              description: 'The centre moved: look up its address.',
            },
            'location.map.back': { target: 'choosing', actions: 'leaveMap' },
          },
          states: {
            waiting: {
              description: 'The map is loading.',
            },
            naming: {
              tags: ['naming'],
              description: 'A spinner shows while the address of the centre is looked up.',
              invoke: {
                id: 'mapReverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => ({ lat: context.mapCenter?.lat ?? 0, lng: context.mapCenter?.lng ?? 0 }),
                onDone: {
                  target: 'named',
                  actions: { type: 'setMapAddress', params: ({ event }) => ({ address: event.output }) },
                },
                onError: { target: 'named', actions: { type: 'setMapAddress', params: { address: null } } },
              },
            },
            named: {
              tags: ['named'],
              description: 'The centre and its address are shown; "Use this point" chooses it.',
              on: {
                'location.map.confirm': { target: '#locationPicker.open.lookingUpZone', actions: 'takeMapCenter' },
              },
            },
          },
        },
        lookingUpZone: {
          tags: ['checking'],
          description: 'Every way ends here: which zones serve this point?',
          invoke: {
            id: 'zoneLookup',
            src: 'zoneLookup',
            input: ({ context }) => ({ lat: context.candidate?.lat ?? 0, lng: context.candidate?.lng ?? 0 }),
            onDone: {
              target: '#locationPicker.saved',
              actions: { type: 'rememberZone', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'cameFromMap',
                target: 'map.named',
                actions: { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'lookupFailed') },
                description: "Outside every zone: the server's message; the pin stays so another point can be tried.",
              },
              {
                target: 'choosing',
                actions: [
                  'forgetAttempt',
                  { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'lookupFailed') },
                ],
                description:
                  'Outside every zone: the server\'s message ("Service not available in this area"); nothing is stored.',
              },
            ],
          },
        },
      },
    },
    saved: {
      tags: ['open', 'saved'],
      description:
        'The address, the point and the zone ids are stored; the page reloads and then announces the new address.',
      type: 'final',
      entry: [
        {
          type: 'storeLocation',
          params: ({ context }) => ({
            place: context.candidate ?? { lat: 0, lng: 0, address: '' },
            zoneId: context.zoneId ?? '[]',
          }),
        },
        { type: 'markSelectedForNextLoad', params: ({ context }) => ({ wording: context.wording }) },
        'reloadPage',
      ],
    },
  },
});
