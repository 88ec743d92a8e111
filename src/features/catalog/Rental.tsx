import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Vehicle } from '../../api/types';
import { useCatalogSettings, vehicleCategoriesQuery, vehicleSearchQuery, type Scope } from '../../api/queries/catalog';
import { discountedTotal, formatMoney } from '../../domain/money';
import { Skeleton } from '../../ui/Skeleton';
import { Section } from './Section';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const fmt = useCatalogSettings().money;
  const hourly = discountedTotal(vehicle.hourly_price, 1, { discount: vehicle.discount_price, discount_type: vehicle.discount_type }, fmt.digits);
  return (
    <article className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', overflow: 'hidden' })} data-testid="vehicle-card">
      <img src={vehicle.thumbnail_full_url ?? undefined} alt="" width={320} height={200} loading="lazy" className={css({ width: 'full', aspectRatio: '16 / 10', objectFit: 'cover', bg: 'bg.subtle' })} />
      <div className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{vehicle.name}</h2>
        <p className={css({ fontSize: 'sm' })}>
          <Trans>{formatMoney(hourly, fmt)} / hour</Trans>
        </p>
        <Link to="/rental/provider-details" search={{ id: vehicle.provider_id }} className={css({ fontSize: 'xs', color: 'accent.default', minHeight: '6' })} data-testid="vehicle-provider">
          {vehicle.provider?.name ?? <Trans>Provider</Trans>}
        </Link>
      </div>
    </article>
  );
}

/** core §2 /rental/vehicle-search: vehicles of one category (categoryId) or of all (all_category=1). */
export function VehicleList({ scope, categoryId }: { scope: Scope; categoryId: number | null }) {
  const vehicles = useQuery(vehicleSearchQuery(scope, categoryId));
  const categories = useQuery(vehicleCategoriesQuery(scope));
  const name = categoryId ? categories.data?.find((c) => c.id === categoryId)?.name : null;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="vehicle-list">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{name ?? <Trans>All vehicles</Trans>}</h1>
      {vehicles.isPending ? (
        <div className={grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className={css({ aspectRatio: '4 / 5' })} />
          ))}
        </div>
      ) : vehicles.data?.length ? (
        <ul className={grid}>
          {vehicles.data.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          <Trans>No vehicles found.</Trans>
        </p>
      )}
    </section>
  );
}

/** The rental module's home: vehicle categories leading to the vehicle search. */
export function RentalHome({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const categories = useQuery(vehicleCategoriesQuery(scope));
  const tile = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center', fontSize: 'sm', textDecoration: 'none' });
  return (
    <Section
      title={t`Vehicle categories`}
      testId="vehicle-categories"
      viewAll={
        <Link to="/rental/vehicle-search" search={{ all_category: 1 }} className={css({ color: 'accent.default', fontWeight: 'semibold', fontSize: 'sm', minHeight: '11', display: 'inline-flex', alignItems: 'center' })}>
          <Trans>View all</Trans>
        </Link>
      }
    >
      <ul className={grid}>
        {(categories.data ?? []).map((c) => (
          <li key={c.id}>
            <Link to="/rental/vehicle-search" search={{ categoryId: c.id }} className={tile}>
              <img src={c.image_full_url ?? undefined} alt="" width={120} height={120} loading="lazy" className={css({ width: 'full', aspectRatio: '1', borderRadius: 'card', objectFit: 'cover', bg: 'bg.subtle' })} />
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
