import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Scope } from '../../api/queries/catalog';
import { storePagesQuery } from '../../api/queries/storePages';
import { button } from '../../../styled-system/recipes/button';
import type { Store } from '../../api/types';
import { cardGridClass } from '../../ui/surfaces';
import { StoreCard, StoreCardSkeleton } from './StoreCard';

/** core §2 /store/latest and /store/popular; acc §7: the next page loads as the list's end comes into view. */
export function StoreList({ scope, kind }: { scope: Scope; kind: 'latest' | 'popular' }) {
  const pages = useInfiniteQuery(storePagesQuery(scope, kind));
  const stores = pages.data?.pages.flat() ?? [];
  return (
    <section className={css({ stack: '4' })} data-testid={`${kind}-store-list`}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {kind === 'latest' ? <Trans>Latest stores</Trans> : <Trans>Popular stores</Trans>}
      </h1>
      {pages.isPending ? (
        <StoreGridSkeleton />
      ) : stores.length ? (
        <StoreGrid stores={stores} busy={pages.isFetchingNextPage} />
      ) : (
        <NoStores />
      )}
      {pages.hasNextPage && stores.length > 0 && (
        <MoreStores loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />
      )}
    </section>
  );
}

/** The four placeholder cards a store grid shows while its first page loads. */
export function StoreGridSkeleton() {
  return (
    <div className={cardGridClass} aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <StoreCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** What a store list says when no store answers. */
export function NoStores() {
  return (
    <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
      <Trans>No stores found.</Trans>
    </p>
  );
}

/** A page of store cards; busy while the next page is on its way (a list that does not page leaves it out). */
/** `firstScreen`: how many of the first cards a page shows on its first screen (their covers load at once). */
export function StoreGrid({
  stores,
  busy,
  testId,
  firstScreen = 0,
}: {
  stores: Store[];
  busy?: boolean;
  testId?: string;
  firstScreen?: number;
}) {
  return (
    <ul className={cardGridClass} aria-busy={busy} data-testid={testId}>
      {stores.map((s, i) => (
        <li key={s.id}>
          <StoreCard store={s} firstScreen={i < firstScreen} />
        </li>
      ))}
    </ul>
  );
}

/** Scrolling to the end asks for the next page by itself; the button does the same for keyboards. */
export function MoreStores({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || loading || typeof IntersectionObserver === 'undefined') return;
    // A margin below the screen: the next page is asked for a little before the end shows, so a quick flick does not skip past it.
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '0px 0px 400px 0px',
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [loading, onMore]);
  return (
    <button
      ref={ref}
      type="button"
      className={`${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'center' })}`}
      disabled={loading}
      aria-busy={loading}
      onClick={onMore}
      data-testid="store-list-more"
    >
      <Trans>Load more stores</Trans>
    </button>
  );
}
