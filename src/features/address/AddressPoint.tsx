import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { mapStyleUrl } from '../../api/mapStyle';
import { initialZoom, MAP_ADDRESS_MODAL_HEIGHT, toLatLng } from '../../domain/location';
import { Skeleton } from '../../ui/Skeleton';
import type { addressFormMachine } from '../../../machines/address/addressForm.machine';
import { CrosshairIcon, PinIcon, Spinner } from './icons';
import { PlaceSearch } from './PlaceSearch';
import type { useAddressConfig } from './useAddressConfig';
import { lazyPart } from '../../ui/lazyPart';

const PinMap = lazyPart(() => import('../../ui/map/PinMap'));

/** The address modal's point: the 236 px map, "use current location" and the place search (acc §2). */
export function AddressPoint({
  actor,
  cfg,
}: {
  actor: ActorRefFrom<typeof addressFormMachine>;
  cfg: ReturnType<typeof useAddressConfig>;
}) {
  const { t } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft);
  const notice = useSelector(actor, (s) => s.context.notice);
  const naming = useSelector(actor, (s) => s.hasTag('naming'));
  const locating = useSelector(actor, (s) => s.hasTag('locating'));
  const opened = useSelector(actor, (s) => s.hasTag('open'));
  const point = toLatLng(draft.latitude, draft.longitude);
  const startPoint = point ?? cfg.defaultCentre;
  return (
    <div className={css({ stack: '2' })}>
      {opened ? (
        <Suspense
          fallback={
            <div style={{ height: MAP_ADDRESS_MODAL_HEIGHT }}>
              <Skeleton className={css({ height: 'full', borderRadius: 'card' })} />
            </div>
          }
        >
          <PinMap
            testId="address-map"
            follow
            center={startPoint}
            zoom={initialZoom(point === null)}
            height={MAP_ADDRESS_MODAL_HEIGHT}
            busy={naming}
            styleUrl={mapStyleUrl(cfg.mapStyle)}
            onCenterChange={(c) => actor.send({ type: 'address.map.move', lat: c.lat, lng: c.lng })}
          />
        </Suspense>
      ) : null}
      <div className={css({ cluster: '2', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <span
          aria-live="polite"
          data-testid="address-point"
          className={css({ cluster: '1.5', fontSize: 'sm', color: 'fg.muted' })}
        >
          {naming ? <Spinner size={14} /> : <PinIcon size={16} />}
          {naming ? (
            t`Finding the address…`
          ) : point ? (
            <bdi dir="ltr">{`${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`}</bdi>
          ) : (
            t`No point chosen yet`
          )}
        </span>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={locating}
          onClick={() => actor.send({ type: 'address.current.request' })}
          data-testid="address-use-current"
        >
          {locating ? <Spinner size={14} /> : <CrosshairIcon size={16} />}
          <Trans>Use current location</Trans>
        </button>
      </div>
      {notice ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Your current location is not available. Move the map or search a place instead.</Trans>
        </p>
      ) : null}
      <PlaceSearch onPick={(placeId, text) => actor.send({ type: 'address.place.pick', placeId, text })} />
    </div>
  );
}
