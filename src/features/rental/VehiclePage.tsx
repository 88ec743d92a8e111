import { Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { vehicleDetailsQuery } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { discountedTotal, formatMoney } from '../../domain/money';
import { formatAverage, starValue } from '../../domain/rating';
import { supportsType, type TripDraft } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { Stars } from '../../ui/Stars';
import { Skeleton } from '../../ui/Skeleton';
import { PageLoading, PageMissing } from './PageStates';
import { Heart } from './Heart';
import { TripForm } from './TripForm';
import { startingTrip, useRentalCart } from './useRentalCart';
import { card, h1, h2, muted, page, row } from './styles';
import { fuelLabels, labelOf, transmissionLabels } from './messages';

/** issue 16 vehicle page: images, specs, hourly and per-km prices with discounts, provider, reviews; add to the rental cart. */
export function VehiclePage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const cart = useRentalCart();
  const vehicle = useQuery(vehicleDetailsQuery(cart.scope, id));
  const fmt = useCatalogSettings().money;
  if (vehicle.isPending) return <PageLoading shape={css({ aspectRatio: '16 / 10', maxWidth: '2xl' })} />;
  const v = vehicle.data;
  if (!v) {
    return (
      <PageMissing testId="vehicle-not-found" title={<Trans>Vehicle not found</Trans>}>
        <Link to="/rental/vehicle-search" search={{ all_category: 1 }} className={button()}>
          <Trans>See all vehicles</Trans>
        </Link>
      </PageMissing>
    );
  }
  const d = { discount: v.discount_price, discount_type: v.discount_type };
  const price = (n: number) => ({
    now: formatMoney(discountedTotal(n, 1, d, fmt.digits), fmt),
    was: v.discount_price ? formatMoney(n, fmt) : null,
  });
  const hourly = price(v.hourly_price);
  const perKm = price(v.distance_price);
  const images = (v.images_full_url ?? []).filter((u): u is string => Boolean(u));
  const specs: [string, string | null | undefined][] = [
    [t`Brand`, v.brand?.name],
    [t`Model`, v.model],
    [t`Type`, v.type],
    [t`Seats`, v.seating_capacity],
    [t`Air condition`, v.air_condition ? t`Yes` : t`No`],
    [t`Fuel`, labelOf(fuelLabels, v.fuel_type, (m) => i18n._(m))],
    [t`Transmission`, labelOf(transmissionLabels, v.transmission_type, (m) => i18n._(m))],
    [t`Vehicles available`, String(v.total_vehicles ?? v.total_vehicle_count ?? 1)],
  ];
  return (
    <div className={page} data-testid="vehicle-page">
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '5', alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {/* A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused). */}
          <div role="region" aria-label={t`Pictures of ${v.name}`} tabIndex={0} className={css({ display: 'flex', gap: '2', overflowX: 'auto', scrollSnapType: 'x mandatory' })}>
            {(images.length ? images : [v.thumbnail_full_url ?? '']).map((src, i) => (
              <img
                key={src + i}
                src={src || undefined}
                alt={i === 0 ? v.name : ''}
                width={640}
                height={400}
                className={css({ flex: '0 0 100%', width: 'full', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'card', bg: 'bg.subtle', scrollSnapAlign: 'start' })}
              />
            ))}
          </div>
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'flex-start' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <h1 className={h1}>{v.name}</h1>
              <div className={row}>
                <Stars value={starValue(v.avg_rating ?? 0)} label={t`Rated ${formatAverage(v.avg_rating ?? 0)} out of 5`} />
                <span className={muted}>
                  <Trans>
                    {formatAverage(v.avg_rating ?? 0)} ({v.total_reviews ?? 0} reviews)
                  </Trans>
                </span>
              </div>
            </div>
            <Heart target={{ kind: 'vehicle', id: v.id }} name={v.name} />
          </div>
          <div className={row} data-testid="vehicle-page-prices">
            {v.trip_hourly !== 0 ? (
              <p className={css({ fontWeight: 'bold', fontSize: 'lg', unicodeBidi: 'isolate' })}>
                <Trans>{hourly.now} / hour</Trans> {hourly.was ? <s className={muted}>{hourly.was}</s> : null}
              </p>
            ) : null}
            {v.trip_distance !== 0 ? (
              <p className={css({ fontWeight: 'bold', fontSize: 'lg', unicodeBidi: 'isolate' })}>
                <Trans>{perKm.now} / km</Trans> {perKm.was ? <s className={muted}>{perKm.was}</s> : null}
              </p>
            ) : null}
          </div>
          <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', fontSize: 'sm' })}>
            {specs
              .filter(([, value]) => value)
              .map(([k, value]) => (
                <div key={k} className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '2' })}>
                  <dt className={muted}>{k}</dt>
                  <dd className={css({ fontWeight: 'semibold', textTransform: 'capitalize' })}>{value}</dd>
                </div>
              ))}
          </dl>
          <Link
            to="/rental/provider-details"
            search={{ id: v.provider.id }}
            className={`${card} ${css({ flexDirection: 'row', alignItems: 'center', textDecoration: 'none' })}`}
            data-testid="vehicle-page-provider"
          >
            <img src={v.provider.logo_full_url ?? undefined} alt="" width={48} height={48} className={css({ width: '12', height: '12', borderRadius: 'full', bg: 'bg.subtle' })} />
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: 'semibold' })}>{v.provider.name}</span>
              <span className={muted}>
                <Trans>
                  {formatAverage(v.provider.avg_rating ?? 0)} ★ · {v.provider.rating_count ?? 0} ratings
                </Trans>
              </span>
            </span>
          </Link>
        </div>
        <Suspense fallback={<Skeleton className={css({ height: '96' })} />}>
          <AddToRentalCart vehicleId={v.id} hourly={v.trip_hourly !== 0} distance={v.trip_distance !== 0} max={v.total_vehicles ?? v.total_vehicle_count ?? 1} />
        </Suspense>
      </div>
    </div>
  );
}

function AddToRentalCart({ vehicleId, hourly, distance, max }: { vehicleId: number; hourly: boolean; distance: boolean; max: number }) {
  const { t } = useLingui();
  const { cart: actor, drawer } = useRentalFlows();
  const cart = useRentalCart();
  const busy = useSelector(actor, (s) => s.hasTag('adding'));
  const types = [...(hourly ? (['hourly'] as const) : []), ...(distance ? (['distance_wise'] as const) : [])];
  const [trip, setTrip] = useState<TripDraft>(() => {
    const base = cart.trip ?? startingTrip(cart.scope);
    return supportsType({ trip_hourly: hourly ? 1 : 0, trip_distance: distance ? 1 : 0 }, base.rentalType) ? base : { ...base, rentalType: types[0] ?? 'hourly' };
  });
  const [quantity, setQuantity] = useState(1);
  const inCart = cart.lines.some((l) => l.vehicle_id === vehicleId);
  return (
    <section className={card} aria-labelledby="rent-title" data-testid="rent-form">
      <h2 id="rent-title" className={h2}>
        <Trans>Rent this vehicle</Trans>
      </h2>
      {cart.trip ? (
        <p className={muted}>
          <Trans>Your rental cart has a trip already: every vehicle in it shares the same trip details.</Trans>
        </p>
      ) : null}
      <TripForm value={trip} onChange={setTrip} types={[...types]} />
      <div className={row}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          <Trans>Quantity</Trans>
        </span>
        <button type="button" className={button({ variant: 'outline', size: 'icon' })} aria-label={t`Fewer vehicles`} disabled={quantity <= 1} onClick={() => setQuantity((q) => q - 1)}>
          −
        </button>
        <output aria-live="polite" data-testid="rent-quantity" className={css({ minWidth: '6', textAlign: 'center' })}>
          {quantity}
        </output>
        <button type="button" className={button({ variant: 'outline', size: 'icon' })} aria-label={t`More vehicles`} disabled={quantity >= max} onClick={() => setQuantity((q) => q + 1)}>
          +
        </button>
      </div>
      {inCart ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={() => drawer.set(true)} data-testid="rent-view-cart">
          <Trans>In your rental cart: view cart</Trans>
        </button>
      ) : (
        <button
          type="button"
          className={button()}
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            actor.send({
              type: 'rental.add',
              vehicleId,
              quantity,
              trip,
              now: new Date(),
            })
          }
          data-testid="rent-add"
        >
          <Trans>Add to rental cart</Trans>
        </button>
      )}
    </section>
  );
}
