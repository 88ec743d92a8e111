import { lazy, Suspense, useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { maybe, number, searchSchema, string } from '../domain/searchParams';
import { Trans } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { HydrateLater } from '../ui/HydrateLater';
import { StoreHeader, StoreHeaderSkeleton, StoreNotFound } from '../features/store/StoreHeader';
import { StoreCategories } from '../features/store/StoreCategories';
import { ItemGrid } from '../features/catalog/ItemGrid';
import { storeDetailsQuery, storeItemsQuery } from '../api/queries/catalog';
import { getScope, useScope } from '../api/scope';
import type { Item } from '../api/types';
import { isStoreOpen } from '../domain/itemConfig';
import { ChatWithStore } from '../features/inbox/ChatWithStore';
import { PrescriptionEntry } from '../features/prescription/PrescriptionEntry';
import { useItemConfigLoader, useItemView } from '../flows/itemView';
import { whenEngaged } from '../ui/whenIdle';
import { StoreReviews } from '../features/reviews/ReviewList';

// The prescription order form and its upload code: not with the first load (docs/budgets.md). The address
// picker comes from the addresses feature (features do not import each other).
const PrescriptionOrder = lazy(() =>
  Promise.all([import('../features/prescription/PrescriptionOrderPage'), import('../features/address/CheckoutAddressPicker')]).then(([page, picker]) => ({
    default: ({ storeId }: { storeId: number }) => <page.PrescriptionOrderPage storeId={storeId} AddressSlot={picker.CheckoutAddressPicker} />,
  })),
);

const num = maybe(number);
/** core §2 /store/[id]: id, module_id, lat, lng, store_zone_id; another form also carries module_type. */
const search = searchSchema({
  id: num,
  module_id: num,
  lat: num,
  lng: num,
  store_zone_id: num,
  module_type: maybe(string()),
  /** platform-api-turn4 §5.1: the store's prescription order form (its header's "Prescription order"). */
  prescription: maybe(number),
});

export const Route = createFileRoute('/store/$id')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ moduleId: search.module_id, zoneId: search.store_zone_id }),
  // A shared link opens whatever module is chosen (or none yet), and its module becomes the chosen one.
  loader: async ({ context, params, deps }) => {
    if (deps.moduleId !== undefined) await context.adoptModule(deps.moduleId);
    void context.queryClient.prefetchQuery(storeDetailsQuery(getScope(), params.id, deps));
  },
  component: StorePage,
});

function StorePage() {
  const { id } = Route.useParams();
  const { module_id, store_zone_id, prescription } = Route.useSearch();
  const link = { moduleId: module_id, zoneId: store_zone_id };
  const scope = useScope();
  const store = useQuery(storeDetailsQuery(scope, id, link));
  useDocumentTitle(store.data?.name);
  const [category, setCategory] = useState(0);
  const storeId = store.data?.id ?? 0;
  const itemsQuery = storeItemsQuery(scope, storeId, category, 1, link);
  const items = useQuery({ ...itemsQuery, enabled: storeId > 0 && itemsQuery.enabled !== false });
  // An item's page, its dialog and the first add all wait for the item's flows (with the cart's), the dialog
  // for its code too: loaded once the customer first touches or scrolls the page (then idle), they are not
  // chunks fetched after the tap (150–250 ms of store → product at 4× CPU), nor long tasks of a page still
  // loading (Lighthouse's store TBT 53–254 → 229–321 ms when they loaded at the first idle moment).
  const itemFlows = useItemConfigLoader();
  const itemView = useItemView();
  useEffect(
    () =>
      whenEngaged(() => {
        void itemFlows?.get().catch(() => undefined);
        itemView.preload?.();
      }),
    [itemFlows, itemView],
  );
  const page = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6', display: 'flex', flexDirection: 'column', gap: '5' });
  if (prescription && storeId)
    return (
      <div className={page}>
        <Suspense fallback={null}>
          <PrescriptionOrder storeId={storeId} />
        </Suspense>
      </div>
    );
  return (
    <div className={page}>
      {store.isPending ? (
        <StoreHeaderSkeleton />
      ) : store.data ? (
        <StoreHeader
          store={store.data}
          actions={
            <>
              <ChatWithStore storeId={store.data.id} />
              <PrescriptionEntry store={store.data} />
            </>
          }
        />
      ) : (
        <StoreNotFound />
      )}
      {store.data ? (
        <>
          <StoreCategories categories={store.data.category_details ?? []} value={category} onChange={setCategory} />
          <HydrateLater>
            <ItemGrid items={items.data?.products as Item[] | undefined} storeOpen={isStoreOpen(store.data)} loading={items.isPending} empty={<Trans>No items found.</Trans>} />
          </HydrateLater>
          <HydrateLater>
            <StoreReviews storeId={store.data.id} moduleId={store.data.module_id ?? scope.moduleId} reviewsOn={store.data.reviews_section !== false} />
          </HydrateLater>
        </>
      ) : null}
    </div>
  );
}
