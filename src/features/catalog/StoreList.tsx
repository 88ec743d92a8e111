import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { latestStoresQuery, popularStoresQuery, type Scope } from '../../api/queries/catalog';
import { StoreCard, StoreCardSkeleton } from './StoreCard';
import { Trans } from '@lingui/react/macro';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });

/** core §2 /store/latest and /store/popular. */
export function StoreList({ scope, kind }: { scope: Scope; kind: 'latest' | 'popular' }) {
  const stores = useQuery(kind === 'latest' ? latestStoresQuery(scope) : popularStoresQuery(scope));
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid={`${kind}-store-list`}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{kind === 'latest' ? <Trans>Latest stores</Trans> : <Trans>Popular stores</Trans>}</h1>
      {stores.isPending ? (
        <div className={grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </div>
      ) : stores.data?.stores.length ? (
        <ul className={grid}>
          {stores.data.stores.map((s) => (
            <li key={s.id}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          <Trans>No stores found.</Trans>
        </p>
      )}
    </section>
  );
}
