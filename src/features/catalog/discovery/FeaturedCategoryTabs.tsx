import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { Item } from '../../../api/types';
import { featuredCategoriesQuery, storeItemsQuery, type Scope } from '../../../api/queries/catalog';
import { Slider } from '../../../ui/Slider';
import { ProductCard } from '../ProductCard';
import { CardSkeleton } from '../ItemGrid';
import { Section } from '../Section';
import { tabClass } from './AllStores';
import { useSliderLabels } from './Rows';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The shop home's featured categories as tabs, each showing that category's items (the platform client's
 * "Featured Categories" row). The categories are the ones the first screen's tiles already asked for; a tab's
 * items are the category page's first page, so opening that page after a tab reads them from the cache.
 */
export function FeaturedCategoryTabs({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const categories = useQuery(featuredCategoriesQuery(scope)).data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const current = categories.find((c) => c.id === chosen) ?? categories[0];
  const items = useQuery({
    ...storeItemsQuery(scope, 0, current?.id ?? 0),
    enabled: current !== undefined && scope.moduleId !== null && scope.zone !== null,
  });
  if (!current) return null;
  const tabId = (categoryId: number) => `${id}-tab-${categoryId}`;
  // The ARIA tabs pattern: arrows move between the tabs (mirrored right to left), Home and End to the ends.
  const onKey = (e: KeyboardEvent) => {
    const at = categories.indexOf(current);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step = (STEP[e.key] ?? 0) * (rtl ? -1 : 1);
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? categories.length - 1
          : step
            ? (at + step + categories.length) % categories.length
            : -1;
    const next = categories[to];
    if (!next) return;
    e.preventDefault();
    setChosen(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <Section title={t`Featured categories`} testId="featured-category-tabs" deferred>
      <div
        ref={list}
        role="tablist"
        aria-label={t`Featured categories`}
        onKeyDown={onKey}
        className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })}
      >
        {categories.map((c) => (
          <button
            key={c.id}
            id={tabId(c.id)}
            type="button"
            role="tab"
            aria-selected={c.id === current.id}
            aria-controls={`${id}-panel`}
            tabIndex={c.id === current.id ? 0 : -1}
            className={tabClass}
            onClick={() => setChosen(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(current.id)}>
        <CategoryItemsSlider
          label={current.name}
          items={items.data?.products as Item[] | undefined}
          loading={items.isPending}
        />
      </div>
    </Section>
  );
}

/** The chosen category's items; skeletons of the cards' size while they come, so the rows below stay put. */
function CategoryItemsSlider({
  label,
  items,
  loading,
}: {
  label: string;
  items: Item[] | undefined;
  loading: boolean;
}) {
  const labels = useSliderLabels();
  if (!loading && !items?.length)
    return (
      <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
        <Trans>No items found in this category.</Trans>
      </p>
    );
  return (
    <Slider label={label} {...labels}>
      {items
        ? items.map((it) => <ProductCard key={it.id} item={it} />)
        : Array.from({ length: 5 }, (_, i) => <CardSkeleton key={i} />)}
    </Slider>
  );
}
