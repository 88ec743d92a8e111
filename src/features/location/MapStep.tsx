import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { mapStyleUrl } from '../../api/mapStyle';
import { configQuery } from '../../api/queries/config';
import { getScope } from '../../api/scope';
import { coordinatesLabel, initialZoom, toLatLng, type LatLng } from '../../domain/location';
import { Skeleton } from '../../ui/Skeleton';
import { useLocationActor } from './locationActor';
import { BackIcon, PinIcon, Spinner } from './icons';
import { ProblemMessage } from './ProblemMessage';
import { lazyPart } from '../../ui/lazyPart';

const PinMap = lazyPart(() => import('../../ui/map/PinMap'));

/** The offline demo city, when neither a stored point nor the config's default location is known. */
const FALLBACK_CENTER: LatLng = { lat: 23.757989, lng: 90.360587 };
const MAP_HEIGHT = 'min(46dvh, 420px)';

function startingPoint(defaultLocation: { lat?: unknown; lng?: unknown } | undefined): {
  center: LatLng;
  known: boolean;
} {
  const stored = getScope().position;
  if (stored) return { center: stored, known: true };
  return { center: toLatLng(defaultLocation?.lat, defaultLocation?.lng) ?? FALLBACK_CENTER, known: false };
}

function MapPlaceholder() {
  return (
    <div style={{ height: MAP_HEIGHT }}>
      <Skeleton className={css({ height: 'full', borderRadius: 'card' })} />
    </div>
  );
}

/** acc §4 Map inside the picker: the pin is the map's centre; "Use this point" chooses it. */
export function MapStep() {
  const actor = useLocationActor();
  const { t } = useLingui();
  const config = useQuery(configQuery());
  const naming = useSelector(actor, (s) => s.hasTag('naming'));
  const ready = useSelector(actor, (s) => s.hasTag('named'));
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const center = useSelector(actor, (s) => s.context.mapCenter);
  const address = useSelector(actor, (s) => s.context.mapAddress);

  // Without a known point the zones are what matters: start zoomed out on them (acc §4: 9 with a polygon).
  const start = config.isPending ? null : startingPoint(config.data?.default_location);

  return (
    <div className={css({ stack: '3' })}>
      <div>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => actor.send({ type: 'location.map.back' })}
          disabled={checking}
        >
          <BackIcon size={16} />
          <Trans>Other ways to choose</Trans>
        </button>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>Move the map, tap a spot or use the arrow buttons until the pin marks your location.</Trans>
      </p>
      {start ? (
        <Suspense fallback={<MapPlaceholder />}>
          <PinMap
            testId="location-map"
            reportStart
            center={start.center}
            zoom={initialZoom(!start.known)}
            height={MAP_HEIGHT}
            busy={naming}
            styleUrl={mapStyleUrl((config.data as { map_style_url?: unknown } | undefined)?.map_style_url)}
            onCenterChange={(c) => actor.send({ type: 'location.map.move', lat: c.lat, lng: c.lng })}
          />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
      <div
        aria-live="polite"
        data-testid="map-address"
        className={css({ cluster: '2', minHeight: '10', fontSize: 'sm' })}
      >
        <span className={css({ color: 'accent.default', display: 'flex' })}>
          {naming ? <Spinner size={16} /> : <PinIcon size={18} />}
        </span>
        {naming ? (
          <span>{t`Finding the address…`}</span>
        ) : (
          <span dir="auto">{center ? address || coordinatesLabel(center) : ''}</span>
        )}
      </div>
      <ProblemMessage />
      <button
        type="button"
        data-testid="use-this-point"
        className={button()}
        disabled={!ready || checking}
        onClick={() => actor.send({ type: 'location.map.confirm' })}
      >
        {checking ? <Spinner size={16} /> : null}
        {checking ? <Trans>Checking this location…</Trans> : <Trans>Use this point</Trans>}
      </button>
    </div>
  );
}
