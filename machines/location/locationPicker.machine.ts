import { assign, fromPromise, setup } from 'xstate';
import {
  coordinatesLabel,
  GEOLOCATION_DECISION_MS,
  isSearchable,
  problemOf,
  SEARCH_DEBOUNCE_MS,
  type AddressWording,
  type LatLng,
  type LocationProblem,
  type LocationSource,
  type PickedPlace,
  type PlaceSuggestion,
} from '../../src/domain/location';

export interface LocationPickerInput {
  /** A token is stored: saved addresses can be offered. */
  signedIn: boolean;
  /** "Delivery" wording, or "pickup" in the rental module. */
  wording: AddressWording;
  /** This page load follows a chosen location (the flag set before the reload), with its wording. */
  justSelected: AddressWording | null;
}

export interface LocationPickerContext {
  signedIn: boolean;
  wording: AddressWording;
  justSelected: AddressWording | null;
  query: string;
  suggestions: PlaceSuggestion[];
  /** The suggestion being resolved to a point. */
  pendingPlace: PlaceSuggestion | null;
  /** The point about to be looked up, with its address text. */
  candidate: PickedPlace | null;
  source: LocationSource | null;
  /** The map's centre (the pin) and the address found for it. */
  mapCenter: LatLng | null;
  mapAddress: string | null;
  /** Not an error: e.g. current location refused, so the other ways are offered. */
  notice: LocationProblem | null;
  /** An error shown in the picker: out of every zone (the server's message), place not found, … */
  problem: LocationProblem | null;
  /** The zone ids as the zone lookup returned them (a JSON string, stored verbatim). */
  zoneId: string | null;
}

export type LocationPickerEvent =
  /** Opening reads the session and the module again: a sign-in or a switch to rental needs no reload. */
  | { type: 'location.open'; signedIn?: boolean; wording?: AddressWording }
  | { type: 'location.close' }
  | { type: 'location.search.type'; text: string }
  | { type: 'location.search.pick'; placeId: string; text: string }
  | { type: 'location.current.request' }
  | { type: 'location.address.pick'; place: PickedPlace }
  | { type: 'location.map.open' }
  | { type: 'location.map.back' }
  | { type: 'location.map.move'; lat: number; lng: number }
  | { type: 'location.map.confirm' };

const blankDraft = {
  query: '',
  suggestions: [] as PlaceSuggestion[],
  pendingPlace: null,
  candidate: null,
  source: null,
  mapCenter: null,
  mapAddress: null,
  notice: null,
  problem: null,
  zoneId: null,
};

export const locationPickerMachine = setup({
  types: {
    tags: {} as 'checking' | 'locating' | 'map' | 'named' | 'naming' | 'open' | 'saved' | 'searching' | 'settled',
    input: {} as LocationPickerInput,
    context: {} as LocationPickerContext,
    events: {} as LocationPickerEvent,
  },
  actors: {
    /** Edge: GET config/place-api-autocomplete?search_text → the suggestions. */
    suggestPlaces: fromPromise<PlaceSuggestion[], { text: string }>(async () => []),
    /** Edge: GET config/place-api-details?placeid → the point. */
    placeDetails: fromPromise<LatLng, { placeId: string }>(async () => ({ lat: 0, lng: 0 })),
    /** Edge: the browser's geolocation, low accuracy; rejects when refused or missing. */
    geolocate: fromPromise<LatLng>(async () => ({ lat: 0, lng: 0 })),
    /** Edge: GET config/geocode-api?lat&lng → results[0].formatted_address, or null. */
    reverseGeocode: fromPromise<string | null, LatLng>(async () => null),
    /** Edge: GET config/get-zone-id?lat&lng → zone_id (a JSON string); rejects with the server's message. */
    zoneLookup: fromPromise<{ zoneId: string }, LatLng>(async () => ({ zoneId: '[]' })),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    geolocationDecision: GEOLOCATION_DECISION_MS,
  },
  guards: {
    selectedBeforeReload: ({ context }) => context.justSelected !== null,
    isSearchableText: ({ event }) => event.type === 'location.search.type' && isSearchable(event.text),
    isSignedIn: ({ context }) => context.signedIn,
    cameFromMap: ({ context }) => context.source === 'map',
  },
  actions: {
    resetDraft: assign(({ context, event }) => ({
      ...blankDraft,
      signedIn: event.type === 'location.open' && event.signedIn !== undefined ? event.signedIn : context.signedIn,
      wording: event.type === 'location.open' && event.wording ? event.wording : context.wording,
    })),
    setQuery: assign({ query: ({ event }) => (event.type === 'location.search.type' ? event.text : '') }),
    clearSuggestions: assign({ suggestions: () => [] }),
    setSuggestions: assign({ suggestions: (_, params: { suggestions: PlaceSuggestion[] }) => params.suggestions }),
    rememberPlace: assign({
      pendingPlace: ({ event }) => (event.type === 'location.search.pick' ? { placeId: event.placeId, text: event.text } : null),
      suggestions: () => [],
      problem: null,
      notice: null,
    }),
    takePlace: assign({
      candidate: ({ context }, params: LatLng) => ({ ...params, address: context.pendingPlace?.text ?? coordinatesLabel(params) }),
      pendingPlace: null,
      source: 'search',
    }),
    clearMessages: assign({ problem: null, notice: null }),
    /** Back to the ways to choose: the point that was tried is forgotten, its problem stays on screen. */
    forgetAttempt: assign({ candidate: null, source: null, pendingPlace: null, mapCenter: null, mapAddress: null }),
    takePosition: assign({
      candidate: (_, params: LatLng) => ({ ...params, address: coordinatesLabel(params) }),
      source: 'current',
    }),
    nameCandidate: assign({
      candidate: ({ context }, params: { address: string | null }) => (context.candidate ? { ...context.candidate, address: params.address || coordinatesLabel(context.candidate) } : null),
    }),
    takeAddress: assign({
      candidate: ({ event }) => (event.type === 'location.address.pick' ? event.place : null),
      source: 'address',
      problem: null,
      notice: null,
    }),
    noteGeolocationUnavailable: assign({ notice: { id: 'geolocationUnavailable' } }),
    setProblem: assign({ problem: (_, params: LocationProblem) => params }),
    leaveMap: assign({ mapCenter: null, mapAddress: null, problem: null }),
    setMapCenter: assign({
      mapCenter: ({ event }) => (event.type === 'location.map.move' ? { lat: event.lat, lng: event.lng } : null),
      mapAddress: null,
      candidate: null,
      source: null,
      problem: null,
    }),
    setMapAddress: assign({ mapAddress: (_, params: { address: string | null }) => params.address }),
    takeMapCenter: assign({
      candidate: ({ context }) => (context.mapCenter ? { ...context.mapCenter, address: context.mapAddress || coordinatesLabel(context.mapCenter) } : null),
      source: 'map',
      problem: null,
      notice: null,
    }),
    rememberZone: assign({ zoneId: (_, params: { zoneId: string }) => params.zoneId }),
    /** Edge: write `location`, `currentLatLng` ({lat,lng}) and `zoneid` (verbatim) to local storage. */
    storeLocation: (_, _params: { place: PickedPlace; zoneId: string }) => {},
    /** Edge: leave a flag so the reloaded page announces the new address. */
    markSelectedForNextLoad: (_, _params: { wording: AddressWording }) => {},
    clearSelectedMark: () => {},
    /** Edge: toast "New Delivery address selected." (or the pickup wording in rental). */
    announceSelected: (_, _params: { wording: AddressWording }) => {},
    /** Edge: reload the page (from the landing page, open /home instead). */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'locationPicker',
  description:
    'core §2 Location picker popover, §4 Location change, acc §4 Map: the customer chooses where they are — a saved address (signed in only), the current location (low accuracy, 5000 ms to decide), a place search, or a point on the map. Every way ends in the zone lookup; in a zone the address, the point and the zone ids are stored and the page reloads, announcing "New Delivery address selected." (pickup wording in rental). Outside every zone the server\'s message is shown and nothing is stored.',
  context: ({ input }) => ({ ...blankDraft, signedIn: input.signedIn, wording: input.wording, justSelected: input.justSelected }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Page load: announce an address chosen before the reload.',
      always: [
        {
          guard: 'selectedBeforeReload',
          target: 'closed',
          actions: ['clearSelectedMark', { type: 'announceSelected', params: ({ context }) => ({ wording: context.justSelected ?? context.wording }) }],
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
          description: 'The ways to choose: saved addresses (or "To select from saved addresses, you need to sign in."), use current location, place search, pick on the map.',
          initial: 'idle',
          on: {
            'location.search.type': [
              {
                guard: 'isSearchableText',
                target: '.debouncing',
                actions: 'setQuery',
                description: 'Suggestions are asked for after a pause in typing.',
              },
              { target: '.idle', actions: ['setQuery', 'clearSuggestions'], description: 'Too short to search: the suggestions go.' },
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
                onDone: { target: 'idle', actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
                onError: { target: 'idle', actions: 'clearSuggestions', description: 'A failed search shows no suggestions.' },
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
              actions: ['forgetAttempt', { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'placeNotFound') }],
            },
          },
        },
        locating: {
          tags: ['locating'],
          description: 'Asking the browser for the current location; the customer may still be deciding on the permission prompt.',
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
            onDone: { target: 'namingPosition', actions: { type: 'takePosition', params: ({ event }) => event.output } },
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
            onDone: { target: 'lookingUpZone', actions: { type: 'nameCandidate', params: ({ event }) => ({ address: event.output }) } },
            onError: {
              target: 'lookingUpZone',
              actions: { type: 'nameCandidate', params: { address: null } },
              description: 'Without an address the coordinates are shown.',
            },
          },
        },
        map: {
          tags: ['map'],
          description: 'acc §4 Map: dragging, zooming, the arrow buttons or a click move the centre; the pin marks it and its address is looked up.',
          initial: 'waiting',
          on: {
            'location.map.move': { target: '.naming', actions: 'setMapCenter', description: 'The centre moved: look up its address.' },
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
                onDone: { target: 'named', actions: { type: 'setMapAddress', params: ({ event }) => ({ address: event.output }) } },
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
            onDone: { target: '#locationPicker.saved', actions: { type: 'rememberZone', params: ({ event }) => event.output } },
            onError: [
              {
                guard: 'cameFromMap',
                target: 'map.named',
                actions: { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'lookupFailed') },
                description: "Outside every zone: the server's message; the pin stays so another point can be tried.",
              },
              {
                target: 'choosing',
                actions: ['forgetAttempt', { type: 'setProblem', params: ({ event }) => problemOf(event.error, 'lookupFailed') }],
                description: 'Outside every zone: the server\'s message ("Service not available in this area"); nothing is stored.',
              },
            ],
          },
        },
      },
    },
    saved: {
      tags: ['open', 'saved'],
      description: 'The address, the point and the zone ids are stored; the page reloads and then announces the new address.',
      type: 'final',
      entry: [
        {
          type: 'storeLocation',
          params: ({ context }) => ({ place: context.candidate ?? { lat: 0, lng: 0, address: '' }, zoneId: context.zoneId ?? '[]' }),
        },
        { type: 'markSelectedForNextLoad', params: ({ context }) => ({ wording: context.wording }) },
        'reloadPage',
      ],
    },
  },
});
