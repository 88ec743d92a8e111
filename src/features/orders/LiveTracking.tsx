import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { css } from '../../../styled-system/css';
import type { PlacedOrder } from '../../domain/types/placedOrder';
import { configQuery } from '../../api/queries/config';
import { mapStyleUrl } from '../../api/mapStyle';
import { useOrderFlows, type OrderFlows } from '../../flows/orders';
import { MapBoundary } from '../../ui/map/MapBoundary';
import { Skeleton } from '../../ui/Skeleton';
import { useHydrated } from '../../ui/useHydrated';
import { courierPoint, etaMinutes, type Eta, type TrackingPhase } from '../../../machines/orders/tracking.facts';
import { nextStop, trackedOrderOf, trackingPlaces } from './tracked';
import { sectionClass } from './OrderSection';
import { lazyPart } from '../../ui/lazyPart';

const TrackingMap = lazyPart(() => import('../../ui/map/TrackingMap'));
const MAP_HEIGHT = 'min(40dvh, 280px)';

type TrackingActor = ActorRefFrom<OrderFlows['trackingLogic']>;

/** Tells the machine what the page and the network do: hidden tabs make no requests, focus and reconnect poll at once. */
function usePageEvents(actor: TrackingActor) {
  useEffect(() => {
    const onVisibility = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    const onFocus = () => actor.send({ type: 'page.focus' });
    const onOnline = () => actor.send({ type: 'net.online' });
    const onOffline = () => actor.send({ type: 'net.offline' });
    if (document.hidden) onVisibility();
    if (!navigator.onLine) onOffline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [actor]);
}

/** The clock behind "updated N s ago" and the ETA's minutes: it ticks only while the order runs. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);
  return now;
}

export interface LiveTrackingProps {
  order: PlacedOrder;
  /** When the page got this answer (the query's dataUpdatedAt). */
  updatedAt: number;
  /** A guest's phone, for order/track. */
  contact?: string;
}

/**
 * Issue 35 live tracking on order details and track order: the status, the courier, the ETA and how fresh
 * it all is, in words first; the map (loaded only here) shows the same.
 */
export function LiveTracking({ order, updatedAt, contact }: LiveTrackingProps) {
  const { trackingLogic } = useOrderFlows();
  const actor = useActorRef(trackingLogic, { input: { orderId: order.id, contact } });
  useEffect(
    () => actor.send({ type: 'track.sync', order: trackedOrderOf(order), at: updatedAt }),
    [actor, order, updatedAt],
  );
  usePageEvents(actor);
  const running = useSelector(actor, (s) => s.hasTag('running'));
  const withCourier = useSelector(actor, (s) => s.hasTag('courier'));
  const phase = useSelector(actor, (s) => s.context.phase);
  const eta = useSelector(actor, (s) => s.context.eta);
  const heard = useSelector(actor, (s) => s.context.updatedAt);
  const tracked = useSelector(actor, (s) => s.context.order);
  const now = useNow(running);
  const [mapFailed, setMapFailed] = useState(false);
  const config = useQuery(configQuery()).data;
  const styleUrl = mapStyleUrl(config && 'map_style_url' in config ? config.map_style_url : undefined);
  // The map draws into an element of the browser's document: the server and the hydration pass hold its place.
  const hydrated = useHydrated();

  if (!running && phase !== 'delivered') return null;
  const places = trackingPlaces(order);
  const courier = withCourier && tracked ? courierPoint(tracked) : null;
  const name = [tracked?.delivery_man?.f_name, tracked?.delivery_man?.l_name].filter(Boolean).join(' ');
  const seconds = heard === null ? null : Math.max(0, Math.round((now - heard) / 1000));
  const minutes = Math.floor((seconds ?? 0) / 60);
  const showMap = running && !mapFailed && (places.pickup || places.destination);
  return (
    <section className={sectionClass} data-testid="live-tracking" aria-labelledby="live-tracking-title">
      <h2 id="live-tracking-title" className={css({ fontWeight: 'bold' })}>
        <Trans>Live tracking</Trans>
      </h2>
      <p
        aria-live="polite"
        data-testid="tracking-status"
        data-phase={phase}
        className={css({ fontWeight: 'semibold' })}
      >
        <PhaseText phase={phase} name={name} parcel={places.parcel} />
      </p>
      {running ? <EtaText eta={eta} now={now} /> : null}
      {running && seconds !== null ? (
        <p data-testid="tracking-updated" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {seconds < 60 ? <Trans>Updated {seconds} s ago</Trans> : <Trans>Updated {minutes} min ago</Trans>}
        </p>
      ) : null}
      {showMap && !hydrated ? (
        <span aria-hidden="true" className={css({ display: 'block' })} style={{ height: MAP_HEIGHT }} />
      ) : null}
      {showMap && hydrated ? (
        <MapBoundary>
          <Suspense fallback={<Skeleton className={css({ height: 'full', borderRadius: 'card' })} />}>
            <TrackingMap
              testId="tracking-map"
              height={MAP_HEIGHT}
              styleUrl={styleUrl}
              pickup={places.pickup}
              destination={places.destination}
              courier={courier}
              next={courier ? nextStop(phase, places) : null}
              onFail={() => setMapFailed(true)}
            />
          </Suspense>
        </MapBoundary>
      ) : null}
    </section>
  );
}

function PhaseText({ phase, name, parcel }: { phase: TrackingPhase; name: string; parcel: boolean }) {
  if (phase === 'delivered') return <Trans>Delivered</Trans>;
  if (phase === 'noCourier') return <Trans>Waiting for a courier to be assigned</Trans>;
  if (!name) {
    if (phase === 'assigned')
      return parcel ? (
        <Trans>A courier is on the way to the sender</Trans>
      ) : (
        <Trans>A courier is on the way to the store</Trans>
      );
    if (phase === 'near') return <Trans>The courier is almost there</Trans>;
    return parcel ? (
      <Trans>The courier has the parcel and is on the way to the receiver</Trans>
    ) : (
      <Trans>The courier has your order and is on the way</Trans>
    );
  }
  if (phase === 'assigned')
    return parcel ? (
      <Trans>{name} is on the way to the sender</Trans>
    ) : (
      <Trans>{name} is on the way to the store</Trans>
    );
  if (phase === 'near') return <Trans>{name} is almost there</Trans>;
  return parcel ? (
    <Trans>{name} has the parcel and is on the way to the receiver</Trans>
  ) : (
    <Trans>{name} has your order and is on the way</Trans>
  );
}

function EtaText({ eta, now }: { eta: Eta; now: number }) {
  if (eta?.kind === 'arriving')
    return (
      <p data-testid="tracking-eta">
        <Trans>Arriving now</Trans>
      </p>
    );
  const minutes = etaMinutes(eta, now);
  if (!minutes) return null;
  const [from, to] = minutes;
  return (
    <p data-testid="tracking-eta">
      {from > 0 ? (
        <Trans>
          Arrives in {from}–{to} min
        </Trans>
      ) : (
        <Trans>Arrives within {to} min</Trans>
      )}
    </p>
  );
}
