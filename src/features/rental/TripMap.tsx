import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { configQuery } from '../../api/queries/config';
import { mapStyleUrl } from '../../api/mapStyle';
import { toLatLng } from '../../domain/location';
import { MapBoundary } from '../../ui/map/MapBoundary';
import { Skeleton } from '../../ui/Skeleton';
import { lazyPart } from '../../ui/lazyPart';

// The same map as live order tracking, loaded only when a trip with places opens.
const TrackingMap = lazyPart(() => import('../../ui/map/TrackingMap'));

type Place = { lat?: string | number; lng?: string | number } | null | undefined;

/** A trip's pickup and destination on a map; the page names both in words, so the map only repeats them. */
export function TripMap({ pickup, destination }: { pickup: Place; destination: Place }) {
  const config = useQuery(configQuery()).data;
  const [failed, setFailed] = useState(false);
  const from = pickup ? toLatLng(pickup.lat, pickup.lng) : null;
  const to = destination ? toLatLng(destination.lat, destination.lng) : null;
  if (failed || (!from && !to)) return null;
  return (
    <MapBoundary>
      <Suspense fallback={<Skeleton className={css({ height: '56', borderRadius: 'card' })} />}>
        <TrackingMap
          testId="trip-map"
          height="min(36dvh, 240px)"
          styleUrl={mapStyleUrl(config && 'map_style_url' in config ? config.map_style_url : undefined)}
          pickup={from}
          destination={to}
          onFail={() => setFailed(true)}
        />
      </Suspense>
    </MapBoundary>
  );
}
