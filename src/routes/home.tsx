import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, oneOf, searchSchema, string } from '../domain/searchParams';
import { css } from '../../styled-system/css';
import { HomeWelcome } from '../features/home/HomeWelcome';
import { useShellData } from '../features/shell/useShellData';
import { HomeSections } from '../features/catalog/HomeSections';
import { useScope } from '../api/scope';
import { lazyPart } from '../ui/lazyPart';

// Rarely the first screen (the category searches, the rental module): loaded when shown.
const CategoryItems = lazyPart(() =>
  import('../features/catalog/CategoryItems').then((m) => ({ default: m.CategoryItems })),
);
const CategoryList = lazyPart(() =>
  import('../features/catalog/CategoryList').then((m) => ({ default: m.CategoryList })),
);
const RentalHome = lazyPart(() => import('../features/rental/RentalHome').then((m) => ({ default: m.RentalHome })));
const ParcelHome = lazyPart(() => import('../features/parcel/ParcelHome').then((m) => ({ default: m.ParcelHome })));
// Only a device with no location yet sees it (a shared link sets the module, not the zone).
const LocationStart = lazyPart(() =>
  import('../features/location/LocationStart').then((m) => ({ default: m.LocationStart })),
);

/**
 * core §2 /home category search forms: search=category with id, module_id, name and data_type=category;
 * search=allCategories with from=allCategories and data_type=new. Anything else shows the module's home.
 */
const homeSearch = searchSchema({
  search: maybe(oneOf(['category', 'allCategories'])),
  id: maybe(number),
  module_id: maybe(number),
  name: maybe(string()),
  data_type: maybe(string()),
  from: maybe(string()),
});

export const Route = createFileRoute('/home')({
  validateSearch: homeSearch,
  loaderDeps: ({ search }) => ({ moduleId: search.search === 'category' ? search.module_id : undefined }),
  // A category link carries its module (core §2): it becomes the chosen one, as store and product links do.
  loader: async ({ context, deps }) => {
    if (deps.moduleId !== undefined) await context.adoptModule(deps.moduleId);
  },
  component: HomePage,
});

// The wide column (ui/surfaces.ts `widePageClass`) written out: a module /home imports joins the shop chunk, and
// every other page that imports it would then load that chunk too (vite.config.ts SHOP_GROUP).
const page = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6', stack: '6' });

function HomePage() {
  const shell = useShellData();
  const search = Route.useSearch();
  const scope = useScope();
  // Without a zone nothing on this page can load (a shared link sets the module only): ask for the location.
  if (!scope.zone) {
    return (
      <>
        <HomeWelcome businessName={shell.businessName} moduleType={scope.moduleType} />
        <div className={page}>
          <Suspense fallback={null}>
            <LocationStart />
          </Suspense>
        </div>
      </>
    );
  }
  if (search.search === 'category' && search.id) {
    return (
      <div className={page}>
        <Suspense fallback={null}>
          <CategoryItems scope={scope} categoryId={search.id} title={search.name} />
        </Suspense>
      </div>
    );
  }
  if (search.search === 'allCategories') {
    return (
      <div className={page}>
        <Suspense fallback={null}>
          <CategoryList scope={scope} target="home-search" />
        </Suspense>
      </div>
    );
  }
  return (
    <>
      <HomeWelcome businessName={shell.businessName} moduleType={scope.moduleType} />
      {scope.moduleId !== null ? (
        <div className={page}>
          {scope.moduleType === 'parcel' ? (
            // issue 17: the parcel module has no stores or items: categories, how it works, recent parcels.
            <Suspense fallback={null}>
              <ParcelHome scope={scope} />
            </Suspense>
          ) : scope.moduleType === 'rental' ? (
            <Suspense fallback={null}>
              <RentalHome scope={scope} />
            </Suspense>
          ) : (
            <HomeSections scope={scope} />
          )}
        </div>
      ) : null}
    </>
  );
}
