import { Suspense, useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { maybe, number, oneOf, searchSchema, string } from '../domain/searchParams';
import { DIET_TYPES } from '../domain/searchOptions';
import { viewFromParams } from '../domain/storeBrowse';
import { STORE_SORTS } from '../domain/storeSorts';
import { css } from '../../styled-system/css';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { HydrateLater } from '../ui/HydrateLater';
import { StoreHeader, StoreHeaderSkeleton, StoreNotFound } from '../features/store/StoreHeader';
import { StoreSearchArea } from '../features/store/StoreSearchArea';
import { StoreAnnouncement } from '../features/store/StoreAnnouncement';
import { StoreHeart } from '../features/catalog/StoreHeart';
import { storeDetailsQuery } from '../api/queries/catalog';
import { ItemGrid } from '../features/catalog/ItemGrid';
import { getScope, useScope } from '../api/scope';
import { isStoreOpen } from '../domain/itemConfig';
import { ChatWithStore } from '../features/inbox/ChatWithStore';
import { PrescriptionEntry } from '../features/prescription/PrescriptionEntry';
import { useItemConfigLoader, useItemView } from '../flows/itemView';
import { whenEngaged } from '../ui/whenIdle';
import { StoreReviews } from '../features/reviews/ReviewList';
import { StoreConditionsSlot } from '../features/catalog/discovery/StoreConditionsSlot';
import { lazyPart } from '../ui/lazyPart';

// Not with the first load (docs/budgets.md): the store's banners and popular items come after its items.
const StoreShelves = lazyPart(() => import('../features/store/StoreShelves'));

// The prescription order form and its upload code: not with the first load (docs/budgets.md). The address
// picker comes from the addresses feature (features do not import each other).
const PrescriptionOrder = lazyPart(() =>
  Promise.all([
    import('../features/prescription/PrescriptionOrderPage'),
    import('../features/address/CheckoutAddressPicker'),
  ]).then(([page, picker]) => ({
    default: ({ storeId }: { storeId: number }) => (
      <page.PrescriptionOrderPage storeId={storeId} AddressSlot={picker.CheckoutAddressPicker} />
    ),
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
  // platform-api-turn4 §2.4: the store's search, category tab, filters and sort (domain/storeBrowse.ts).
  q: maybe(string((v) => v.length <= 255)),
  category: num,
  type: maybe(oneOf(DIET_TYPES)),
  min_price: num,
  max_price: num,
  sort: maybe(oneOf(STORE_SORTS)),
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
  const params = Route.useSearch();
  const prescription = params.prescription;
  const link = { moduleId: params.module_id, zoneId: params.store_zone_id };
  const scope = useScope();
  const store = useQuery(storeDetailsQuery(scope, id, link));
  useDocumentTitle(store.data?.name);
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
  const data = store.data;
  const open = data ? isStoreOpen(data) : false;
  const actions = data ? (
    <>
      <StoreHeart storeId={data.id} storeName={data.name} />
      <ChatWithStore storeId={data.id} />
      <PrescriptionEntry store={data} />
    </>
  ) : null;
  // The wide column (ui/surfaces.ts `widePageClass`) written out: a module this page imports joins the pages
  // chunk, and every page that imports it would then load that chunk too (vite.config.ts PAGE_GROUP).
  const page = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6', stack: '5' });
  if (prescription && data)
    return (
      <div className={page}>
        <Suspense fallback={null}>
          <PrescriptionOrder storeId={data.id} />
        </Suspense>
      </div>
    );
  return (
    <div className={page}>
      {store.isPending ? (
        <StoreHeaderSkeleton />
      ) : data ? (
        <StoreHeader store={data} actions={actions} />
      ) : (
        <StoreNotFound />
      )}
      {data ? (
        <>
          <StoreAnnouncement store={data} />
          <HydrateLater>
            <StoreSearchArea
              key={data.id}
              store={data}
              moduleType={data.module?.module_type ?? scope.moduleType}
              view={viewFromParams(params)}
              link={link}
              renderItems={(items, loading, empty) => (
                <ItemGrid items={items} storeOpen={open} loading={loading} empty={empty} />
              )}
            />
          </HydrateLater>
          <StoreConditionsSlot store={data} />
          <Suspense fallback={null}>
            <StoreShelves
              storeId={data.id}
              link={link}
              renderItems={(items) => <ItemGrid items={items} storeOpen={open} loading={false} empty={null} />}
            />
          </Suspense>
          <HydrateLater>
            <StoreReviews
              storeId={data.id}
              moduleId={data.module_id ?? scope.moduleId}
              reviewsOn={data.reviews_section !== false}
            />
          </HydrateLater>
        </>
      ) : null}
    </div>
  );
}
