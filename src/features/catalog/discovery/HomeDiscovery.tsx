import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import {
  discountedItemsQuery,
  latestStoresQuery,
  popularItemsQuery,
  popularStoresQuery,
} from '../../../api/queries/catalog';
import {
  featuredStoresQuery,
  mostReviewedItemsQuery,
  newArrivalItemsQuery,
  recommendedItemsQuery,
  topRatedStoresQuery,
} from '../../../api/queries/storeLists';
import type { StoreFilter } from '../../../domain/storeFilters';
import { useSignedIn } from '../../../api/scope';
import { Section, ViewAll } from '../Section';
import { AllStoresGrid, StoreFilterTabs } from './AllStores';
import { CouponStrip } from './CouponStrip';
import { FeaturedCategoryTabs } from './FeaturedCategoryTabs';
import { Poster } from './Posters';
import { ItemRow, StoreRow } from './Rows';
import { VisitAgain } from './VisitAgain';
import { ReviewReminder } from './ReviewReminder';
import { HomePushAsk } from './HomePushAsk';

/**
 * The platform's homes show featured stores in pharmacy and shop, new arrivals and the featured categories'
 * item tabs in shop (issue 45 items 4, 6).
 */
const FEATURED_STORE_MODULES = new Set(['pharmacy', 'ecommerce']);
const NEW_ARRIVAL_MODULES = new Set(['ecommerce']);
const CATEGORY_TAB_MODULES = new Set(['ecommerce']);

/**
 * The module home's store lists and discovery rows (issue 45 items 4, 6, 11): loaded after the first screen,
 * below the rows the first load draws, so they move nothing above them. A row the platform has nothing for is not shown.
 */
export function HomeDiscovery({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const type = scope.moduleType ?? '';
  const featuredOn = FEATURED_STORE_MODULES.has(type);
  const newArrivalOn = NEW_ARRIVAL_MODULES.has(type);
  const reviewed = useQuery(mostReviewedItemsQuery(scope));
  const recommended = useQuery(recommendedItemsQuery(scope));
  const topRated = useQuery(topRatedStoresQuery(scope));
  const featured = useQuery({ ...featuredStoresQuery(scope), enabled: featuredOn && scope.zone !== null });
  const arrivals = useQuery({ ...newArrivalItemsQuery(scope), enabled: newArrivalOn && scope.zone !== null });
  const popularItems = useQuery(popularItemsQuery(scope));
  const discounted = useQuery(discountedItemsQuery(scope));
  const latest = useQuery(latestStoresQuery(scope));
  const popular = useQuery(popularStoresQuery(scope));
  return (
    <div className={css({ stack: '8' })} data-testid="home-discovery">
      <ReviewReminder />
      <HomePushAsk />
      <ItemRow
        label={t`Popular items`}
        items={popularItems.data}
        loading={popularItems.isPending}
        testId="popular-items"
      />
      <ItemRow
        label={t`Discounted items`}
        items={discounted.data}
        loading={discounted.isPending}
        viewAll={<ViewAll to="/special-offers" />}
        testId="discounted-items"
      />
      <StoreRow
        label={t`Latest stores`}
        stores={latest.data?.stores}
        loading={latest.isPending}
        viewAll={<ViewAll to="/store/latest" />}
        testId="latest-stores"
      />
      <StoreRow
        label={t`Popular stores`}
        stores={popular.data?.stores}
        loading={popular.isPending}
        viewAll={<ViewAll to="/store/popular" />}
        testId="popular-stores"
      />
      <VisitAgain scope={scope} signedIn={signedIn} />
      <CouponStrip signedIn={signedIn} />
      {featuredOn ? (
        <StoreRow
          label={t`Featured stores`}
          stores={featured.data}
          loading={featured.isPending}
          testId="featured-stores"
        />
      ) : null}
      <ItemRow
        label={t`Best reviewed items`}
        items={reviewed.data}
        loading={reviewed.isPending}
        testId="best-reviewed-items"
      />
      <StoreRow
        label={t`Top rated stores`}
        stores={topRated.data}
        loading={topRated.isPending}
        testId="top-rated-stores"
      />
      {newArrivalOn ? (
        <ItemRow label={t`New arrivals`} items={arrivals.data} loading={arrivals.isPending} testId="new-arrivals" />
      ) : null}
      {CATEGORY_TAB_MODULES.has(type) ? <FeaturedCategoryTabs scope={scope} /> : null}
      <ItemRow
        label={t`Recommended for you`}
        items={recommended.data}
        loading={recommended.isPending}
        testId="recommended-items"
      />
      <Poster scope={scope} which="bottom_section_banner" />
      <AllStoresSection scope={scope} />
    </div>
  );
}

/** The home's all-stores list with its tabs; "View all" opens /store on the same tab. */
function AllStoresSection({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<StoreFilter>('all');
  return (
    <Section
      title={t`All stores`}
      testId="all-stores"
      viewAll={<ViewAll to="/store" search={filter === 'all' ? {} : { filter }} />}
      deferred
    >
      <StoreFilterTabs value={filter} onChange={setFilter} label={t`All stores`} />
      <AllStoresGrid scope={scope} filter={filter} paged={false} />
    </Section>
  );
}
