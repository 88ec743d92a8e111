// Map provider proxies answered from the offline gazetteer (platform-api §7), in the provider shapes:
// Places API (new) autocomplete and details, Geocoding API results, and a route-matrix style distance.
// Each also carries the legacy Places/Distance Matrix fields, because the platform's older web client (2.x)
// reads `predictions` and `result.geometry.location` and crashes on an answer without them.
// Driving distance is catalog/geo.ts drivingMetres (straight line × 1.3), the figure orders are priced by.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { num, validate } from '../http/validate.ts';
import { PLACES, CITY, type Place } from '../catalog/gazetteer.ts';
import { drivingMetres, haversine } from '../catalog/geo.ts';

const address = (p: Place) => `${p.name}, ${p.area}, ${CITY.name}, ${CITY.country}`;

export function registerMap(r: Routes, _deps: Deps): void {
  r.get('/config/place-api-autocomplete', (c) => {
    const q = c.req.query();
    validate(q, { search_text: 'required|string|max:255' });
    const words = q.search_text!.toLowerCase().split(/\s+/).filter(Boolean);
    const hits = PLACES.filter((p) => words.every((w) => `${p.name} ${p.area}`.toLowerCase().includes(w))).slice(0, 5);
    const secondary = (p: Place) => `${p.area}, ${CITY.name}, ${CITY.country}`;
    return send(c, {
      predictions: hits.map((p) => ({
        description: address(p),
        place_id: p.id,
        reference: p.id,
        matched_substrings: [{ length: p.name.length, offset: 0 }],
        structured_formatting: { main_text: p.name, secondary_text: secondary(p) },
        types: ['establishment', 'point_of_interest'],
      })),
      status: hits.length ? 'OK' : 'ZERO_RESULTS',
      suggestions: hits.map((p) => ({
        placePrediction: {
          place: `places/${p.id}`,
          placeId: p.id,
          text: { text: address(p), matches: [{ endOffset: p.name.length }] },
          structuredFormat: { mainText: { text: p.name }, secondaryText: { text: secondary(p) } },
          types: ['establishment', 'point_of_interest'],
        },
      })),
    });
  });

  r.get('/config/place-api-details', (c) => {
    const q = c.req.query();
    validate(q, { placeid: 'required|string|max:255' });
    const p = PLACES.find((x) => x.id === q.placeid);
    // Google answers an unknown place id with an error object (the legacy API with its status); keep both.
    if (!p)
      return send(c, { error: { code: 404, message: 'Place not found', status: 'NOT_FOUND' }, status: 'NOT_FOUND' });
    return send(c, {
      result: {
        place_id: p.id,
        name: p.name,
        formatted_address: address(p),
        geometry: { location: { lat: p.lat, lng: p.lng } },
      },
      status: 'OK',
      id: p.id,
      formattedAddress: address(p),
      location: { latitude: p.lat, longitude: p.lng },
      displayName: { text: p.name, languageCode: 'en' },
    });
  });

  r.get('/config/geocode-api', (c) => {
    const q = c.req.query();
    validate(q, { lat: 'required|numeric|min:-90|max:90', lng: 'required|numeric|min:-180|max:180' });
    const here = { lat: num(q.lat), lng: num(q.lng) };
    const ranked = PLACES.map((p) => ({ p, d: haversine(here, p) })).sort((a, b) => a.d - b.d);
    // Beyond 20 km of every known place there is nothing sensible to name.
    const near = ranked.filter((x) => x.d < 20_000).slice(0, 3);
    return send(c, {
      plus_code: {},
      results: near.map(({ p }) => ({
        formatted_address: address(p),
        geometry: { location: { lat: p.lat, lng: p.lng }, location_type: 'APPROXIMATE' },
        place_id: p.id,
        address_components: [
          { long_name: p.name, short_name: p.name, types: ['point_of_interest'] },
          { long_name: p.area, short_name: p.area, types: ['sublocality'] },
          { long_name: CITY.name, short_name: CITY.name, types: ['locality'] },
          { long_name: CITY.country, short_name: 'BD', types: ['country'] },
        ],
        types: ['point_of_interest'],
      })),
      status: near.length ? 'OK' : 'ZERO_RESULTS',
    });
  });

  r.get('/config/distance-api', (c) => {
    const q = c.req.query();
    const coord = (max: number) => `required|numeric|min:-${max}|max:${max}`;
    validate(q, {
      origin_lat: coord(90),
      origin_lng: coord(180),
      destination_lat: coord(90),
      destination_lng: coord(180),
    });
    const metres = drivingMetres(
      { lat: num(q.origin_lat), lng: num(q.origin_lng) },
      { lat: num(q.destination_lat), lng: num(q.destination_lng) },
    );
    const seconds = Math.round(metres / 6); // ~22 km/h city traffic
    // Routes API fields, plus the Distance Matrix ones older clients read.
    return send(c, {
      distanceMeters: metres,
      duration: `${seconds}s`,
      condition: 'ROUTE_EXISTS',
      rows: [
        {
          elements: [
            {
              distance: { text: `${(metres / 1000).toFixed(1)} km`, value: metres },
              duration: { text: `${Math.round(seconds / 60)} mins`, value: seconds },
              status: 'OK',
            },
          ],
        },
      ],
      status: 'OK',
    });
  });
}
