import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Vehicle } from '../../api/queries/rental';
import { useCatalogSettings } from '../../api/queries/catalog';
import { discountedTotal, formatMoney } from '../../domain/money';
import { imageLoading } from '../../ui/hero';
import { Heart } from './Heart';
import { labelOf, transmissionLabels } from './messages';

/** A vehicle of the rental search, the provider page or the home shelf: provider's name, prices per hour and km. */
export function VehicleCard({
  vehicle,
  providerName,
  firstScreen = false,
}: {
  vehicle: Vehicle;
  providerName?: string | undefined;
  firstScreen?: boolean;
}) {
  const { t, i18n } = useLingui();
  const fmt = useCatalogSettings().money;
  const gear = labelOf(transmissionLabels, vehicle.transmission_type, (m) => i18n._(m));
  const d = {
    discount: vehicle.discount_price,
    discount_type: vehicle.discount_type,
  };
  const hourly = formatMoney(discountedTotal(vehicle.hourly_price, 1, d, fmt.digits), fmt);
  const perKm = formatMoney(discountedTotal(vehicle.distance_price, 1, d, fmt.digits), fmt);
  const provider = vehicle.provider?.name ?? providerName ?? '';
  const id = vehicle.slug || String(vehicle.id);
  return (
    <article
      className={css({
        position: 'relative',
        layerStyle: 'surface',
        borderRadius: 'card',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        height: 'full',
      })}
      data-testid="vehicle-card"
    >
      <img
        src={vehicle.thumbnail_full_url ?? undefined}
        alt=""
        width={320}
        height={200}
        {...imageLoading(firstScreen)}
        className={css({ width: 'full', aspectRatio: '16 / 10', objectFit: 'cover', bg: 'bg.subtle' })}
      />
      <div className={css({ position: 'absolute', top: '2', insetEnd: '2' })}>
        <Heart target={{ kind: 'vehicle', id: vehicle.id }} name={vehicle.name} />
      </div>
      {vehicle.discount_price ? (
        <span
          className={css({
            position: 'absolute',
            top: '2',
            insetStart: '2',
            bg: 'fg.danger',
            color: 'fg.inverse',
            fontSize: 'xs',
            fontWeight: 'bold',
            px: '2',
            py: '0.5',
            borderRadius: 'full',
          })}
        >
          {vehicle.discount_type === 'amount'
            ? t`${formatMoney(vehicle.discount_price, fmt)} off`
            : t`${vehicle.discount_price}% off`}
        </span>
      ) : null}
      <div className={css({ p: '3', stack: '1', flex: '1' })}>
        <h3 className={css({ fontWeight: 'semibold' })}>
          <Link
            to="/rental/vehicle-details"
            search={{ id }}
            className={css({ textDecoration: 'none', _after: { content: '""', position: 'absolute', inset: '0' } })}
            data-testid="vehicle-open"
          >
            {vehicle.name}
          </Link>
        </h3>
        <Link
          to="/rental/provider-details"
          search={{ id: vehicle.provider_id }}
          className={css({
            position: 'relative',
            zIndex: 1,
            fontSize: 'sm',
            color: 'accent.default',
            minHeight: '6',
            alignSelf: 'flex-start',
          })}
          data-testid="vehicle-provider"
        >
          {provider}
        </Link>
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          <Trans>
            {vehicle.seating_capacity} seats · {vehicle.air_condition ? t`AC` : t`Non-AC`} · {gear}
          </Trans>
        </p>
        <p
          className={css({ fontSize: 'sm', fontWeight: 'bold', unicodeBidi: 'isolate', mt: 'auto' })}
          data-testid="vehicle-prices"
        >
          {vehicle.trip_hourly !== 0 ? <Trans>{hourly} / hour</Trans> : null}
          {vehicle.trip_hourly !== 0 && vehicle.trip_distance !== 0 ? ' · ' : null}
          {vehicle.trip_distance !== 0 ? <Trans>{perKm} / km</Trans> : null}
        </p>
      </div>
    </article>
  );
}
