import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { VehicleDetails } from '../../api/queries/rental';
import { discountedTotal, formatMoney, type MoneyFormat } from '../../domain/money';
import { formatAverage, starValue } from '../../domain/rating';
import { Stars } from '../../ui/Stars';
import { Heart } from './Heart';
import { card, h1, muted, row } from './styles';
import { fuelLabels, labelOf, transmissionLabels } from './messages';

/** The vehicle's pictures, side by side in a strip that scrolls. */
export function VehiclePictures({ v }: { v: VehicleDetails }) {
  const { t } = useLingui();
  const images = (v.images_full_url ?? []).filter((u): u is string => Boolean(u));
  return (
    // A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
    <div
      role="region"
      aria-label={t`Pictures of ${v.name}`}
      tabIndex={0}
      className={css({ display: 'flex', gap: '2', overflowX: 'auto', scrollSnapType: 'x mandatory' })}
    >
      {(images.length ? images : [v.thumbnail_full_url ?? '']).map((src, i) => (
        <img
          key={src + i}
          src={src || undefined}
          alt={i === 0 ? v.name : ''}
          width={640}
          height={400}
          className={css({
            flex: '0 0 100%',
            width: 'full',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: 'card',
            bg: 'bg.subtle',
            scrollSnapAlign: 'start',
          })}
        />
      ))}
    </div>
  );
}

/** The vehicle's name, rating and wishlist heart. */
export function VehicleTitle({ v }: { v: VehicleDetails }) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'flex-start' })}>
      <div className={css({ stack: '1' })}>
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
  );
}

/** The hourly and per-km prices the vehicle offers, after its discount, with the price before it struck through. */
export function VehiclePrices({ v, fmt }: { v: VehicleDetails; fmt: MoneyFormat }) {
  const d = { discount: v.discount_price, discount_type: v.discount_type };
  const price = (n: number) => ({
    now: formatMoney(discountedTotal(n, 1, d, fmt.digits), fmt),
    was: v.discount_price ? formatMoney(n, fmt) : null,
  });
  const hourly = price(v.hourly_price);
  const perKm = price(v.distance_price);
  return (
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
  );
}

/** The vehicle's specifications that it has (brand, model, seats, fuel, …). */
export function VehicleSpecs({ v }: { v: VehicleDetails }) {
  const { t, i18n } = useLingui();
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
  );
}

/** A link to the vehicle's provider, with its logo and rating. */
export function ProviderLink({ provider }: { provider: VehicleDetails['provider'] }) {
  return (
    <Link
      to="/rental/provider-details"
      search={{ id: provider.id }}
      className={`${card} ${css({ flexDirection: 'row', alignItems: 'center', textDecoration: 'none' })}`}
      data-testid="vehicle-page-provider"
    >
      <img
        src={provider.logo_full_url ?? undefined}
        alt=""
        width={48}
        height={48}
        className={css({ width: '12', height: '12', borderRadius: 'full', bg: 'bg.subtle' })}
      />
      <span className={css({ display: 'flex', flexDirection: 'column' })}>
        <span className={css({ fontWeight: 'semibold' })}>{provider.name}</span>
        <span className={muted}>
          <Trans>
            {formatAverage(provider.avg_rating ?? 0)} ★ · {provider.rating_count ?? 0} ratings
          </Trans>
        </span>
      </span>
    </Link>
  );
}
