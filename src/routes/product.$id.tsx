import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { maybe, number, searchSchema } from '../domain/searchParams';
import { css } from '../../styled-system/css';
import { ProductDetail } from '../features/product/ProductDetail';
import { ProductPageSkeleton, ProductNotFound } from '../features/product/ProductPageStates';
import { itemDetailsQuery } from '../api/queries/catalog';
import { getScope, useScope } from '../api/scope';
import { ItemReviews } from '../features/reviews/ReviewList';
import { ItemGrid } from '../features/catalog/ItemGrid';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { HydrateLater } from '../ui/HydrateLater';
import { lazyPart } from '../ui/lazyPart';

// Not with the first load (docs/budgets.md): the store's other items come after the item.
const MoreFromStore = lazyPart(() => import('../features/product/MoreFromStore'));

/**
 * core §2 /product/{id}?module_id: the id is the slug, or the id when there is no slug; `campaign=1` for a
 * campaign item, which items/details finds only when asked for one.
 */
const search = searchSchema({ module_id: maybe(number), campaign: maybe(number) });

export const Route = createFileRoute('/product/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ moduleId: search.module_id, campaign: search.campaign === 1 }),
  // A shared link opens whatever module is chosen, and its module becomes the chosen one.
  loader: async ({ context, params, deps }) => {
    if (deps.moduleId !== undefined) await context.adoptModule(deps.moduleId);
    void context.queryClient.prefetchQuery(itemDetailsQuery(getScope(), params.id, deps.campaign, deps.moduleId));
  },
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  const { module_id, campaign } = Route.useSearch();
  const item = useQuery(itemDetailsQuery(useScope(), id, campaign === 1, module_id));
  // The title a shared link's preview shows too (server/ssr/share-preview.ts).
  useDocumentTitle(item.data ? [item.data.name, item.data.store_name].filter(Boolean).join(' · ') : null);
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      {item.data ? (
        <ProductDetail key={item.data.id} item={item.data} variant="page" />
      ) : item.isError ? (
        <ProductNotFound />
      ) : (
        <ProductPageSkeleton />
      )}
      {item.data ? (
        <Suspense fallback={null}>
          <MoreFromStore
            itemId={item.data.id}
            moduleId={item.data.module_id ?? module_id}
            renderItems={(items) => <ItemGrid items={items} loading={false} empty={null} />}
          />
        </Suspense>
      ) : null}
      {item.data ? (
        <div className={css({ mt: '8' })}>
          <HydrateLater>
            <ItemReviews itemId={item.data.id} moduleId={item.data.module_id ?? module_id ?? null} />
          </HydrateLater>
        </div>
      ) : null}
    </div>
  );
}
