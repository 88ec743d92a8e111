import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { topRatedQuery, vehicleCategoriesQuery } from '../../api/queries/rental';
import type { Scope } from '../../api/queries/catalog';
import { VehicleCard } from './VehicleCard';
import { grid, h2 } from './styles';

const viewAll = css({
  color: 'accent.default',
  fontWeight: 'semibold',
  fontSize: 'sm',
  minHeight: '11',
  display: 'inline-flex',
  alignItems: 'center',
});

/** The rental module's home: vehicle categories leading to the vehicle search, and the top-rated vehicles. */
export function RentalHome({ scope }: { scope: Scope }) {
  const categories = useQuery(vehicleCategoriesQuery(scope));
  const top = useQuery(topRatedQuery(scope));
  const tile = css({ stack: '2', alignItems: 'center', textAlign: 'center', fontSize: 'sm', textDecoration: 'none' });
  return (
    <div className={css({ stack: '6' })}>
      <section data-testid="vehicle-categories" className={css({ stack: '3' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
          <h2 className={h2}>
            <Trans>Vehicle categories</Trans>
          </h2>
          <Link to="/rental/vehicle-search" search={{ all_category: 1 }} className={viewAll}>
            <Trans>View all</Trans>
          </Link>
        </div>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(6, minmax(0, 1fr))',
            },
            gap: '3',
          })}
        >
          {(categories.data ?? []).map((c) => (
            <li key={c.id}>
              <Link to="/rental/vehicle-search" search={{ categoryId: c.id }} className={tile}>
                <img
                  src={c.image_full_url ?? undefined}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className={css({
                    width: 'full',
                    aspectRatio: '1',
                    borderRadius: 'card',
                    objectFit: 'cover',
                    bg: 'bg.subtle',
                  })}
                />
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {top.data?.length ? (
        <section data-testid="top-rated-vehicles" className={css({ stack: '3' })}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
            <h2 className={h2}>
              <Trans>Top rated vehicles</Trans>
            </h2>
            <Link to="/rental/vehicle-search" search={{ top_rated: 1 }} className={viewAll}>
              <Trans>View all</Trans>
            </Link>
          </div>
          <ul className={grid}>
            {top.data.slice(0, 4).map((v, i) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} firstScreen={i === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
