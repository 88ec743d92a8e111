// Offline MapLibre style: zones as polygons, streets as lines and gazetteer places as circles, all as
// GeoJSON served by this server. No symbol layers, so no glyphs or sprites are needed and the map
// works without the internet. Set config `map_style_url` to a real style to use a real provider.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { requestOrigin } from '../http/respond.ts';
import { PLACES, STREETS, CITY } from '../catalog/gazetteer.ts';

export function registerMapStyle(r: Routes, deps: Deps): void {
  const geojson = { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=3600' };

  r.get('/map/zones.geojson', (c) =>
    c.body(
      JSON.stringify({
        type: 'FeatureCollection',
        features: deps.catalog.zones.map((z) => ({
          type: 'Feature',
          id: z.id,
          properties: { id: z.id, name: z.name, status: z.status },
          geometry: { type: 'Polygon', coordinates: [[...z.polygon, z.polygon[0]!].map((p) => [p.lng, p.lat])] },
        })),
      }),
      200,
      geojson,
    ),
  );

  r.get('/map/streets.geojson', (c) =>
    c.body(
      JSON.stringify({
        type: 'FeatureCollection',
        features: STREETS.map((s, i) => ({
          type: 'Feature',
          id: i + 1,
          properties: { name: s.name },
          geometry: { type: 'LineString', coordinates: s.path },
        })),
      }),
      200,
      geojson,
    ),
  );

  r.get('/map/places.geojson', (c) =>
    c.body(
      JSON.stringify({
        type: 'FeatureCollection',
        features: PLACES.map((p, i) => ({
          type: 'Feature',
          id: i + 1,
          properties: { id: p.id, name: p.name, area: p.area },
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      }),
      200,
      geojson,
    ),
  );

  r.get('/map/style.json', (c) => {
    const base = requestOrigin(c);
    return c.json(
      {
        version: 8,
        name: 'Storefront offline',
        center: [CITY.center.lng, CITY.center.lat],
        zoom: 12,
        sources: {
          zones: { type: 'geojson', data: `${base}/map/zones.geojson` },
          streets: { type: 'geojson', data: `${base}/map/streets.geojson` },
          places: { type: 'geojson', data: `${base}/map/places.geojson` },
        },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#eef2e6' } },
          {
            id: 'zones-fill',
            type: 'fill',
            source: 'zones',
            paint: { 'fill-color': ['case', ['==', ['get', 'status'], 1], '#86efac', '#d1d5db'], 'fill-opacity': 0.25 },
          },
          {
            id: 'zones-line',
            type: 'line',
            source: 'zones',
            paint: { 'line-color': '#16a34a', 'line-width': 2, 'line-dasharray': [2, 1] },
          },
          {
            id: 'streets-casing',
            type: 'line',
            source: 'streets',
            layout: { 'line-cap': 'round', 'line-join': 'round' },
            paint: { 'line-color': '#d6d3d1', 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 3, 16, 14] },
          },
          {
            id: 'streets',
            type: 'line',
            source: 'streets',
            layout: { 'line-cap': 'round', 'line-join': 'round' },
            paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1.5, 16, 10] },
          },
          {
            id: 'places',
            type: 'circle',
            source: 'places',
            paint: {
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 10, 3, 16, 8],
              'circle-color': '#2563eb',
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 1.5,
            },
          },
        ],
      },
      200,
      { 'cache-control': 'public, max-age=3600' },
    );
  });
}
