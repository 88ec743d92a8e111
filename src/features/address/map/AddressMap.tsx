/**
 * acc §4 Map in the address modal (236 px high): the pin is the map's centre. Dragging or zooming reports the
 * new centre; a point chosen elsewhere (current location, a searched place) moves the map without being
 * reported back. This file is the map chunk, imported lazily, so maplibre-gl loads only when the modal opens.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { API_BASE_URL } from '../../../api/api';
import { clampZoom, MAP_MAX_ZOOM, MAP_MIN_ZOOM, type LatLng } from '../../../domain/location';
import { MinusIcon, PlusIcon, Spinner } from '../icons';

maplibregl.setWorkerUrl(workerUrl);

function styleUrl(fromConfig: unknown): string {
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  if (configured) return configured;
  if (typeof fromConfig === 'string' && /^https?:\/\//.test(fromConfig)) return fromConfig;
  return `${API_BASE_URL}/map/style.json`;
}

export interface AddressMapProps {
  /** The point: where the map starts, and where it moves when the point is set from outside the map. */
  point: LatLng;
  zoom: number;
  height: number;
  busy: boolean;
  onMove: (centre: LatLng) => void;
  configStyle?: unknown;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const same = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

export default function AddressMap({ point, zoom, height, busy, onMove, configStyle }: AddressMapProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const report = useRef(onMove);
  report.current = onMove;
  /** A move we made ourselves (the point came from elsewhere): not reported back. */
  const quiet = useRef(false);
  const start = useRef({ point, zoom: clampZoom(zoom), style: styleUrl(configStyle) });

  useEffect(() => {
    if (!container.current) return;
    const { point: p, zoom: z, style } = start.current;
    const map = new maplibregl.Map({
      container: container.current,
      style,
      center: [p.lng, p.lat],
      zoom: z,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: { 'Map.Title': t`Map: drag to move the pin to the address` },
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    mapRef.current = map;
    map.on('moveend', () => {
      if (quiet.current) {
        quiet.current = false;
        return;
      }
      const at = map.getCenter();
      report.current({ lat: round(at.lat), lng: round(at.lng) });
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // Created once; later points arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const at = map.getCenter();
    if (same({ lat: at.lat, lng: at.lng }, point)) return;
    quiet.current = true;
    map.jumpTo({ center: [point.lng, point.lat] });
  }, [point]);

  const zoomBy = (delta: number) => {
    const map = mapRef.current;
    if (map) map.easeTo({ zoom: clampZoom(map.getZoom() + delta) });
  };
  const control = `${button({ variant: 'outline', size: 'icon' })} ${css({ boxShadow: 'raised' })}`;

  return (
    <div className={css({ position: 'relative', width: 'full', borderRadius: 'card', overflow: 'hidden', borderWidth: '1px', borderColor: 'border.default' })} style={{ height }}>
      <div ref={container} data-testid="address-map" className={css({ width: 'full', height: 'full' })} />
      <div
        aria-hidden="true"
        data-testid="address-map-pin"
        className={css({ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -100%)', pointerEvents: 'none', color: 'accent.default', filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))' })}
      >
        <svg width="36" height="36" viewBox="0 0 24 24" fill="currentColor" stroke="white" strokeWidth="1.2">
          <path d="M12 23s8-7 8-13.2A8 8 0 0 0 4 9.8C4 16 12 23 12 23z" />
          <circle cx="12" cy="10" r="3" fill="white" />
        </svg>
      </div>
      {busy ? (
        <div data-testid="address-map-spinner" className={css({ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, 8px)', bg: 'bg.surface', color: 'accent.default', borderRadius: 'full', p: '1.5', boxShadow: 'raised', display: 'flex' })}>
          <Spinner size={16} label={t`Finding the address…`} />
        </div>
      ) : null}
      <div role="group" aria-label={t`Zoom`} className={css({ position: 'absolute', bottom: '2', insetEnd: '2', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <button type="button" className={control} aria-label={t`Zoom in`} onClick={() => zoomBy(1)}>
          <PlusIcon size={18} />
        </button>
        <button type="button" className={control} aria-label={t`Zoom out`} onClick={() => zoomBy(-1)}>
          <MinusIcon size={18} />
        </button>
      </div>
    </div>
  );
}
