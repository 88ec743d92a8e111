import { assign, fromPromise, setup } from 'xstate';
import {
  coordinatesLabel,
  GEOLOCATION_DECISION_MS,
  isSearchable,
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

export const blankDraft = {
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

/** The locationPicker statechart's vocabulary (types, actors, guards, actions); locationPicker.machine.ts draws its states. */
export const locationPickerSetup = setup({
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
      pendingPlace: ({ event }) =>
        event.type === 'location.search.pick' ? { placeId: event.placeId, text: event.text } : null,
      suggestions: () => [],
      problem: null,
      notice: null,
    }),
    takePlace: assign({
      candidate: ({ context }, params: LatLng) => ({
        ...params,
        address: context.pendingPlace?.text ?? coordinatesLabel(params),
      }),
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
      candidate: ({ context }, params: { address: string | null }) =>
        context.candidate
          ? { ...context.candidate, address: params.address || coordinatesLabel(context.candidate) }
          : null,
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
      candidate: ({ context }) =>
        context.mapCenter
          ? { ...context.mapCenter, address: context.mapAddress || coordinatesLabel(context.mapCenter) }
          : null,
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
});
