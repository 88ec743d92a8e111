import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, oneOf, searchSchema, string } from '../domain/searchParams';
import { SearchPage } from '../features/search/SearchPage';
import { ItemGrid } from '../features/catalog/ItemGrid';
// The store list's grid (features/catalog/StoreList.tsx) would bring that page's chunk, 1 KB, into /search.
import { StoreCard, StoreCardSkeleton } from '../features/catalog/StoreCard';
import { cardGridClass } from '../ui/surfaces';
import { DIET_TYPES, SEARCH_SORTS } from '../domain/searchOptions';

/**
 * issue 10 Search: /search is the phone's search screen (the field, recent searches, suggestions) and, with
 * `q`, the results of items and stores for the chosen module. Bad values fall back to the defaults.
 */
// Ranges are checked by the page (a page below 1 is the first, a negative price none).
const searchParams = searchSchema({
  q: maybe(string()),
  tab: maybe(oneOf(['items', 'stores'])),
  page: maybe(number),
  sort: maybe(oneOf(SEARCH_SORTS)),
  type: maybe(oneOf(DIET_TYPES)),
  rating: maybe(number),
  min_price: maybe(number),
  max_price: maybe(number),
  discounted: maybe(number),
});

export const Route = createFileRoute('/search')({
  validateSearch: searchParams,
  component: SearchRoute,
});

function SearchRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      params={params}
      onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      renderItems={(items, loading, empty) => (
        <ItemGrid items={items} loading={loading} empty={empty} firstScreen={2} />
      )}
      renderStores={(stores, loading) =>
        loading && !stores ? (
          <div className={cardGridClass} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <StoreCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <ul className={cardGridClass}>
            {(stores ?? []).map((s) => (
              <li key={s.id}>
                <StoreCard store={s} />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
