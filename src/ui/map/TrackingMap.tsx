/**
 * Live tracking's map (order details, track order, a rental trip): the pickup, the destination and, while a
 * courier carries the order, the courier's marker gliding from one reported place to the next with a line to
 * its next stop. It only shows what the page already says in words, so it is hidden from screen readers and
 * takes no input. Like PinMap this file is a map chunk: only ever imported lazily.
 */
import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { css } from '../../../styled-system/css';
import { mapCanvasClass, mapFrameClass } from './mapFrame';
import type { LatLng } from '../../domain/location';
import { HomeIcon, PinIcon, TruckIcon } from '../icons';

maplibregl.setWorkerUrl(workerUrl);

export interface TrackingMapProps {
  styleUrl: string;
  /** The store (a parcel: the sender; a trip: where the vehicle is picked up). */
  pickup: LatLng | null;
  /** The delivery address (a parcel: the receiver; a trip: its destination). */
  destination: LatLng | null;
  /** Where the courier was last seen; null before assignment and after delivery. */
  courier?: LatLng | null;
  /** The courier's next stop, for the line from the courier. */
  next?: LatLng | null;
  height: string;
  testId: string;
  /** The style or the tiles could not load: the page hides the map (its words tell the same story). */
  onFail?: () => void;
}

/** How long the courier's marker takes to glide to a newly reported place. */
const GLIDE_MS = 1200;
const ROUTE = 'courier-route';

const markerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'white',
  boxShadow: 'raised',
});
const pickupClass = `${markerClass} ${css({ bg: 'fg.default', color: 'bg.surface' })}`;
const destinationClass = `${markerClass} ${css({ bg: 'accent.default', color: 'white' })}`;
const courierClass = `${markerClass} ${css({ bg: 'fg.danger', color: 'white', width: '10', height: '10' })}`;

const toLngLat = (p: LatLng): [number, number] => [p.lng, p.lat];
const line = (from: LatLng | null, to: LatLng | null) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'LineString' as const, coordinates: from && to ? [toLngLat(from), toLngLat(to)] : [] },
});

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One DOM marker whose element React fills through a portal. */
function useMarker(map: maplibregl.Map | null, at: LatLng | null) {
  const [element] = useState(() => document.createElement('div'));
  const marker = useRef<maplibregl.Marker | null>(null);
  useEffect(() => {
    if (!map || !at) return;
    const m = new maplibregl.Marker({ element }).setLngLat(toLngLat(at)).addTo(map);
    marker.current = m;
    return () => {
      m.remove();
      marker.current = null;
    };
    // The marker is made once per map and shown while there is a place; `at` moves it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, at === null]);
  return { element, marker };
}

/** The map itself, made once with the first style and center, and the courier's route layer once it has loaded. */
function useMapView(
  container: RefObject<HTMLDivElement | null>,
  styleUrl: string,
  center: LatLng | null,
  onFail: (() => void) | undefined,
) {
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [loaded, setLoaded] = useState(false);
  const fail = useRef(onFail);
  fail.current = onFail;
  const start = useRef({ styleUrl, center });

  useEffect(() => {
    if (!container.current || !start.current.center) return;
    const m = new maplibregl.Map({
      container: container.current,
      style: start.current.styleUrl,
      center: toLngLat(start.current.center),
      zoom: 13,
      interactive: false,
      attributionControl: false,
    });
    m.on('load', () => {
      m.addSource(ROUTE, { type: 'geojson', data: line(null, null) });
      m.addLayer({
        id: ROUTE,
        type: 'line',
        source: ROUTE,
        paint: { 'line-color': '#e11d48', 'line-width': 4, 'line-dasharray': [2, 1.5] },
      });
      setLoaded(true);
    });
    // Before it has loaded, an error means no style or no tiles: the page does without the map.
    m.on('error', () => {
      if (!m.loaded()) fail.current?.();
    });
    setMap(m);
    return () => {
      setMap(null);
      setLoaded(false);
      m.remove();
    };
    // The container is the same ref for the map's whole life: the map is made once.
  }, [container]);
  return { map, loaded };
}

interface Places {
  courier: LatLng | null;
  next: LatLng | null;
  pickup: LatLng | null;
  destination: LatLng | null;
}

/** The courier glides from where it is shown to the reported place; the line follows it to the next stop. */
function useCourierGlide(
  map: maplibregl.Map | null,
  loaded: boolean,
  riderMarker: RefObject<maplibregl.Marker | null>,
  { courier, next, pickup, destination }: Places,
) {
  const shown = useRef<LatLng | null>(null);
  useEffect(() => {
    if (!map) return;
    const route = loaded ? map.getSource<maplibregl.GeoJSONSource>(ROUTE) : undefined;
    if (!courier) {
      shown.current = null;
      route?.setData(line(null, null));
      return;
    }
    const from = shown.current ?? courier;
    const began = performance.now();
    const glide = reducedMotion() || from === courier ? 0 : GLIDE_MS;
    let frame = 0;
    const step = (time: number) => {
      const t = glide ? Math.min(1, (time - began) / glide) : 1;
      const at = { lat: from.lat + (courier.lat - from.lat) * t, lng: from.lng + (courier.lng - from.lng) * t };
      shown.current = at;
      riderMarker.current?.setLngLat(toLngLat(at));
      route?.setData(line(at, next));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    step(began);
    fit(map, [courier, next, pickup, destination]);
    return () => cancelAnimationFrame(frame);
  }, [map, loaded, courier, next, pickup, destination, riderMarker]);
}

export default function TrackingMap({
  styleUrl,
  pickup,
  destination,
  courier = null,
  next = null,
  height,
  testId,
  onFail,
}: TrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { map, loaded } = useMapView(container, styleUrl, courier ?? pickup ?? destination, onFail);

  const store = useMarker(map, pickup);
  const home = useMarker(map, destination);
  const rider = useMarker(map, courier);

  useEffect(() => {
    if (pickup) store.marker.current?.setLngLat(toLngLat(pickup));
    if (destination) home.marker.current?.setLngLat(toLngLat(destination));
  }, [pickup, destination, store.marker, home.marker]);

  useCourierGlide(map, loaded, rider.marker, { courier, next, pickup, destination });

  useEffect(() => {
    if (map && !courier) fit(map, [pickup, destination]);
  }, [map, courier, pickup, destination]);

  return (
    <div aria-hidden="true" className={mapFrameClass} style={{ height }}>
      <div
        ref={container}
        data-testid={testId}
        data-next={next ? `${next.lat},${next.lng}` : undefined}
        className={mapCanvasClass}
      />
      {pickup ? (
        <MarkerFace into={store.element} className={pickupClass} data-testid={`${testId}-pickup`}>
          <PinIcon size={18} />
        </MarkerFace>
      ) : null}
      {destination ? (
        <MarkerFace into={home.element} className={destinationClass} data-testid={`${testId}-destination`}>
          <HomeIcon size={18} />
        </MarkerFace>
      ) : null}
      {courier ? (
        <MarkerFace
          into={rider.element}
          className={courierClass}
          data-testid={`${testId}-courier`}
          data-lat={courier.lat}
          data-lng={courier.lng}
        >
          <TruckIcon size={18} />
        </MarkerFace>
      ) : null}
    </div>
  );
}

/** What a marker shows, drawn into the element MapLibre places (useMarker). */
function MarkerFace({ into, ...face }: ComponentProps<'span'> & { into: HTMLElement }) {
  return createPortal(<span {...face} />, into);
}

/** Keeps every place in view: refits only when one has left it, so the map does not jump at every poll. */
function fit(map: maplibregl.Map, points: Array<LatLng | null | undefined>) {
  const all = points.filter((p): p is LatLng => Boolean(p));
  if (!all.length) return;
  const view = map.getBounds();
  if (all.every((p) => view.contains(toLngLat(p)))) return;
  const bounds = new maplibregl.LngLatBounds(toLngLat(all[0]!), toLngLat(all[0]!));
  for (const p of all) bounds.extend(toLngLat(p));
  map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
}
