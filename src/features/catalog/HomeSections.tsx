import { Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Item } from '../../api/types';
import {
  bannersQuery,
  basicCampaignsQuery,
  featuredCategoriesQuery,
  flashSaleQuery,
  itemCampaignsQuery,
  type Scope,
} from '../../api/queries/catalog';
import { Slider } from '../../ui/Slider';
import { Skeleton } from '../../ui/Skeleton';
import { ProductCard } from './ProductCard';
import { CardSkeleton } from './ItemGrid';
import { storeSearch } from './storeLink';
import { Section, ViewAll } from './Section';
import { CategoryTile, CategoryTileSkeleton, categorySearch } from './CategoryTile';
import { conditionsRowRoom, flashRowRoom, RowSlot } from './discovery/rowRoom';
import { lazyPart } from '../../ui/lazyPart';

// The rows below a phone's first screen (flash sale, conditions, popular and discounted items, the store lists,
// the discovery rows): one chunk drawn after the first screen, not with the first load (docs/budgets.md).
const rowsChunk = () => import('./discovery/belowFirstScreen');
const HomeRow = lazyPart(() => rowsChunk().then((m) => ({ default: m.HomeRow })));
const HomeDiscovery = lazyPart(() => rowsChunk().then((m) => ({ default: m.HomeDiscovery })));

function useSliderLabels() {
  const { t } = useLingui();
  return { previousLabel: t`Previous`, nextLabel: t`Next` };
}

/** `deferred`: below a phone's first screen (Section). */
function ItemSlider({
  label,
  items,
  loading,
  testId,
  deferred,
}: {
  label: string;
  items: Item[] | undefined;
  loading: boolean;
  testId: string;
  deferred?: boolean;
}) {
  const labels = useSliderLabels();
  if (!loading && !items?.length) return null;
  return (
    <Section title={label} testId={testId} deferred={deferred}>
      <Slider label={label} {...labels}>
        {items
          ? items.map((it) => <ProductCard key={`${it.id}-${it.available_date_starts ? 'c' : 'i'}`} item={it} />)
          : Array.from({ length: 5 }, (_, i) => <CardSkeleton key={i} />)}
      </Slider>
    </Section>
  );
}

/** Banners and basic campaigns of the module (api2 §8.1, §8.2), as one slider of images. */
function Promotions({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const labels = useSliderLabels();
  const banners = useQuery(bannersQuery(scope));
  const campaigns = useQuery(basicCampaignsQuery(scope));
  const slides = [
    ...(banners.data?.banners ?? []).map((b) => ({
      key: `b${b.id}`,
      title: b.title,
      image: b.image_full_url,
      store: b.type === 'store_wise' ? b.store : null,
      link: b.type === 'default' ? b.link : null,
      campaign: 0,
    })),
    ...(campaigns.data ?? []).map((c) => ({
      key: `c${c.id}`,
      title: c.title,
      image: c.image_full_url,
      store: null,
      link: null,
      campaign: c.id,
    })),
  ];
  const loading = banners.isPending || campaigns.isPending;
  if (!loading && !slides.length) return null;
  const frame = css({
    display: 'block',
    aspectRatio: '2 / 1',
    borderRadius: 'card',
    overflow: 'hidden',
    bg: 'bg.subtle',
    position: 'relative',
  });
  const caption = css({
    position: 'absolute',
    insetInline: '0',
    bottom: '0',
    p: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'white',
    bg: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
  });
  return (
    <Slider label={t`Offers`} {...labels} testId="promotions">
      {loading && !slides.length
        ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className={frame} />)
        : slides.map((s, i) => {
            const body = (
              <>
                <img
                  src={s.image ?? undefined}
                  alt=""
                  width={400}
                  height={200}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
                />
                <span className={caption}>{s.title}</span>
              </>
            );
            if (s.campaign)
              return (
                <Link key={s.key} to="/campaigns/$id" params={{ id: String(s.campaign) }} className={frame}>
                  {body}
                </Link>
              );
            if (s.store)
              return (
                <Link
                  key={s.key}
                  to="/store/$id"
                  params={{ id: s.store.slug || String(s.store.id) }}
                  search={storeSearch(s.store)}
                  className={frame}
                >
                  {body}
                </Link>
              );
            if (s.link && /^https?:\/\//.test(s.link))
              return (
                <a key={s.key} href={s.link} rel="noopener noreferrer" target="_blank" className={frame}>
                  {body}
                </a>
              );
            return (
              <div key={s.key} className={frame}>
                {body}
              </div>
            );
          })}
    </Slider>
  );
}

function FeaturedCategories({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const labels = useSliderLabels();
  const categories = useQuery(featuredCategoriesQuery(scope));
  if (!categories.isPending && !categories.data?.length) return null;
  return (
    <Section
      title={t`Categories`}
      testId="featured-categories"
      viewAll={
        <ViewAll
          to="/home"
          search={{ search: 'allCategories', from: 'allCategories', data_type: 'new' }}
          data-testid="all-categories-link"
        />
      }
    >
      <Slider label={t`Categories`} {...labels}>
        {categories.data
          ? categories.data.map((c, i) => (
              <CategoryTile
                key={c.id}
                category={c}
                aboveFold={i < 4}
                to={{ to: '/home', search: categorySearch(c, scope.moduleId) }}
              />
            ))
          : Array.from({ length: 5 }, (_, i) => <CategoryTileSkeleton key={i} />)}
      </Slider>
    </Section>
  );
}

/** core §2 /home per module: promotions, categories, flash sale, campaigns, then (HomeDiscovery) popular and discounted items, stores and the discovery rows. */
export function HomeSections({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const itemCampaigns = useQuery(itemCampaignsQuery(scope));
  const sale = useQuery(flashSaleQuery(scope));
  const [discovery, setDiscovery] = useState(false);
  // Asked for in the frame after the first screen is drawn (hydrated), so its chunk never competes with it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDiscovery(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={css({ stack: '8' })} data-testid="home-sections">
      <Promotions scope={scope} />
      <FeaturedCategories scope={scope} />
      {sale.data ? (
        <RowSlot room={flashRowRoom}>
          <HomeRow sale={sale.data} />
        </RowSlot>
      ) : null}
      <ItemSlider
        label={t`Special offers`}
        items={itemCampaigns.data}
        loading={itemCampaigns.isPending}
        testId="item-campaigns"
      />
      {scope.moduleType === 'pharmacy' ? (
        <RowSlot room={conditionsRowRoom}>
          <HomeRow scope={scope} />
        </RowSlot>
      ) : null}
      {discovery ? (
        <Suspense fallback={null}>
          <HomeDiscovery scope={scope} />
        </Suspense>
      ) : null}
    </div>
  );
}
