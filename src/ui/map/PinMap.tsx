/**
 * acc §4 Map: a MapLibre map whose centre is the chosen point (the location picker, and the address modal at
 * 236 px). Dragging, zooming, a click, the arrow and zoom buttons or the keyboard move the centre, and every
 * move is reported. This file is the map chunk: it is only ever imported lazily, so maplibre-gl (and its CSS
 * and worker) load when a map opens.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { mapCanvasClass, mapFrameClass } from './mapFrame';
import { button } from '../../../styled-system/recipes';
import { clampZoom, MAP_MAX_ZOOM, MAP_MIN_ZOOM, type LatLng } from '../../domain/location';
import { ArrowIcon, MinusIcon, PlusIcon, Spinner } from '../icons';

maplibregl.setWorkerUrl(workerUrl);

export interface PinMapProps {
  /** Where the map starts; with `follow`, where it moves when the point is chosen elsewhere. */
  center: LatLng;
  zoom: number;
  /** CSS height: 236px in the address modal (acc §9); taller in the picker. */
  height: string | number;
  onCenterChange: (center: LatLng) => void;
  /** The style's URL (src/api/mapStyle.ts). */
  styleUrl: string;
  /** The centre's address is being looked up: a spinner shows by the pin. */
  busy?: boolean;
  /** The test id of the map; its pin and spinner take it as a prefix. */
  testId: string;
  /** A point chosen elsewhere (current location, a searched place) moves the map without being reported back. */
  follow?: boolean;
  /** The starting point counts as a move, so its address is looked up at once (the picker; not an address being edited). */
  reportStart?: boolean;
}

/** Placed from the map's centre, which is the chosen point: the pin's tip on it, the spinner just below. */
const atCentre = css({ position: 'absolute', left: '50%', top: '50%' });
const pinClass = cx(
  atCentre,
  css({
    transform: 'translate(-50%, -100%)',
    pointerEvents: 'none',
    color: 'accent.default',
    filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))',
  }),
);
const spinnerClass = cx(
  atCentre,
  css({
    transform: 'translate(-50%, 8px)',
    bg: 'bg.surface',
    color: 'accent.default',
    borderRadius: 'full',
    p: '1.5',
    boxShadow: 'raised',
    display: 'flex',
  }),
);

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const same = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;
/** Marks the moves the map makes to follow a point from outside, so that they are not reported back. */
const FOLLOWED = { followed: true };

export default function PinMap({
  center,
  zoom,
  height,
  onCenterChange,
  busy = false,
  styleUrl,
  testId,
  follow = false,
  reportStart = false,
}: PinMapProps) {
  const { t } = useLingui();
  const { container, pan, zoomBy } = usePinMap({ center, zoom, styleUrl, onCenterChange, follow, reportStart });

  return (
    <div className={mapFrameClass} style={{ height }}>
      {/* MapLibre makes its container position: relative, so it is sized by width and height, not by inset. */}
      <div ref={container} data-testid={testId} className={mapCanvasClass} />
      {/* The pin marks the centre; its tip is the point. */}
      <div aria-hidden="true" data-testid={`${testId}-pin`} className={pinClass}>
        <svg width="36" height="36" viewBox="0 0 24 24" fill="currentColor" stroke="white" strokeWidth="1.2">
          <path d="M12 23s8-7 8-13.2A8 8 0 0 0 4 9.8C4 16 12 23 12 23z" />
          <circle cx="12" cy="10" r="3" fill="white" />
        </svg>
      </div>
      {busy ? (
        <div data-testid={`${testId}-spinner`} className={spinnerClass}>
          <Spinner size={16} label={t`Finding the address…`} />
        </div>
      ) : null}
      <MapControls pan={pan} zoomBy={zoomBy} />
    </div>
  );
}

/**
 * The MapLibre map in `container`, created once: every move it makes is reported (not those that follow a point
 * from outside); `pan` and `zoomBy` move it as the buttons do.
 */
function usePinMap({
  center,
  zoom,
  styleUrl,
  onCenterChange,
  follow,
  reportStart,
}: Pick<PinMapProps, 'center' | 'zoom' | 'styleUrl' | 'onCenterChange'> & { follow: boolean; reportStart: boolean }) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const report = useRef(onCenterChange);
  report.current = onCenterChange;
  const start = useRef({ center, zoom: clampZoom(zoom), style: styleUrl, reportStart });

  useEffect(() => {
    if (!container.current) return;
    const { center: c, zoom: z, style } = start.current;
    const map = new maplibregl.Map({
      container: container.current,
      style,
      center: [c.lng, c.lat],
      zoom: z,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: { 'Map.Title': t`Map: drag or use the buttons to move the pin` },
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    mapRef.current = map;
    map.on('moveend', (e) => {
      if ((e as { followed?: boolean }).followed) return;
      const at = map.getCenter();
      report.current({ lat: round(at.lat), lng: round(at.lng) });
    });
    // A click (or tap) on the map moves the pin there.
    map.on('click', (e) => map.easeTo({ center: e.lngLat }));
    if (start.current.reportStart) report.current({ lat: round(c.lat), lng: round(c.lng) });
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The map is created once; later points come from the map itself, or through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!follow || !map) return;
    const at = map.getCenter();
    if (!same({ lat: at.lat, lng: at.lng }, center)) map.jumpTo({ center: [center.lng, center.lat] }, FOLLOWED);
  }, [follow, center]);

  const pan = (dx: number, dy: number) => {
    const map = mapRef.current;
    if (!map) return;
    const step = Math.round(Math.min(map.getContainer().clientWidth, map.getContainer().clientHeight) / 3);
    map.panBy([dx * step, dy * step]);
  };
  const zoomBy = (delta: number) => {
    const map = mapRef.current;
    if (map) map.easeTo({ zoom: clampZoom(map.getZoom() + delta) });
  };
  return { container, pan, zoomBy };
}

/** WCAG 2.2 dragging alternative: move and zoom the map with buttons. Physical directions in any language. */
function MapControls({ pan, zoomBy }: { pan: (dx: number, dy: number) => void; zoomBy: (delta: number) => void }) {
  const { t } = useLingui();
  const control = `${button({ variant: 'outline', size: 'icon' })} ${css({ boxShadow: 'raised' })}`;
  return (
    <>
      <div
        dir="ltr"
        role="group"
        aria-label={t`Move the map`}
        className={css({
          position: 'absolute',
          bottom: '2',
          left: '2',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 44px)',
          gap: '1',
        })}
      >
        <span />
        <button type="button" className={control} aria-label={t`Move the map up`} onClick={() => pan(0, -1)}>
          <ArrowIcon direction="up" size={18} />
        </button>
        <span />
        <button type="button" className={control} aria-label={t`Move the map left`} onClick={() => pan(-1, 0)}>
          <ArrowIcon direction="left" size={18} />
        </button>
        <span />
        <button type="button" className={control} aria-label={t`Move the map right`} onClick={() => pan(1, 0)}>
          <ArrowIcon direction="right" size={18} />
        </button>
        <span />
        <button type="button" className={control} aria-label={t`Move the map down`} onClick={() => pan(0, 1)}>
          <ArrowIcon direction="down" size={18} />
        </button>
        <span />
      </div>
      <div
        role="group"
        aria-label={t`Zoom`}
        className={css({ position: 'absolute', bottom: '2', right: '2', stack: '1' })}
      >
        <button type="button" className={control} aria-label={t`Zoom in`} onClick={() => zoomBy(1)}>
          <PlusIcon size={18} />
        </button>
        <button type="button" className={control} aria-label={t`Zoom out`} onClick={() => zoomBy(-1)}>
          <MinusIcon size={18} />
        </button>
      </div>
    </>
  );
}
