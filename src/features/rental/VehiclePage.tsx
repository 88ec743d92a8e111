import { Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { vehicleDetailsQuery } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { supportsType, type TripDraft } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { Skeleton } from '../../ui/Skeleton';
import { PageLoading, PageMissing } from './PageStates';
import { ProviderLink, VehiclePictures, VehiclePrices, VehicleSpecs, VehicleTitle } from './VehicleFacts';
import { TripForm } from './TripForm';
import { startingTrip, useRentalCart } from './useRentalCart';
import { card, h2, muted, page, row } from './styles';
import { twoColumns } from './twoColumns';

/** issue 16 vehicle page: images, specs, hourly and per-km prices with discounts, provider, reviews; add to the rental cart. */
export function VehiclePage({ id }: { id: string }) {
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
  return (
    <div className={page} data-testid="vehicle-page">
      <div className={twoColumns}>
        <div className={css({ stack: '3' })}>
          <VehiclePictures v={v} />
          <VehicleTitle v={v} />
          <VehiclePrices v={v} fmt={fmt} />
          <VehicleSpecs v={v} />
          <ProviderLink provider={v.provider} />
        </div>
        <Suspense fallback={<Skeleton className={css({ height: '96' })} />}>
          <AddToRentalCart
            vehicleId={v.id}
            hourly={v.trip_hourly !== 0}
            distance={v.trip_distance !== 0}
            max={v.total_vehicles ?? v.total_vehicle_count ?? 1}
          />
        </Suspense>
      </div>
    </div>
  );
}

function AddToRentalCart({
  vehicleId,
  hourly,
  distance,
  max,
}: {
  vehicleId: number;
  hourly: boolean;
  distance: boolean;
  max: number;
}) {
  const { t } = useLingui();
  const { cart: actor, drawer } = useRentalFlows();
  const cart = useRentalCart();
  const busy = useSelector(actor, (s) => s.hasTag('adding'));
  const types = [...(hourly ? (['hourly'] as const) : []), ...(distance ? (['distance_wise'] as const) : [])];
  const [trip, setTrip] = useState<TripDraft>(() => {
    const base = cart.trip ?? startingTrip(cart.scope);
    return supportsType({ trip_hourly: hourly ? 1 : 0, trip_distance: distance ? 1 : 0 }, base.rentalType)
      ? base
      : { ...base, rentalType: types[0] ?? 'hourly' };
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
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          aria-label={t`Fewer vehicles`}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => q - 1)}
        >
          −
        </button>
        <output aria-live="polite" data-testid="rent-quantity" className={css({ minWidth: '6', textAlign: 'center' })}>
          {quantity}
        </output>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          aria-label={t`More vehicles`}
          disabled={quantity >= max}
          onClick={() => setQuantity((q) => q + 1)}
        >
          +
        </button>
      </div>
      {inCart ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => drawer.set(true)}
          data-testid="rent-view-cart"
        >
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
