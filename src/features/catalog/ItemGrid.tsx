import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import type { Item } from '../../api/types';
import { ProductCard } from './ProductCard';
import { SliderSection } from './Section';
import { SkeletonCard, type CardSkeletonShape } from './cardFrame';

/** Item cards: two columns on a phone, three on a tablet, five on a desktop (the flash sale's page too). */
export const itemGridClass = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  gap: '3',
});

/** A product card's skeleton: its square photo, then its name, store and price. */
const productCardShape: CardSkeletonShape = {
  photo: css({ aspectRatio: '1', borderRadius: '0' }),
  text: css({ p: '3', stack: '2' }),
  lines: [css({ height: '4', width: '80%' }), css({ height: '3', width: '50%' }), css({ height: '4', width: '40%' })],
};

/** An item and its campaign entry (the one with available dates) share an id: the key tells them apart. */
const itemKey = (it: Item) => `${it.id}-${it.available_date_starts ? 'c' : 'i'}`;

export function CardSkeleton() {
  return <SkeletonCard shape={productCardShape} />;
}

/** Items as cards; skeleton cards of the same size while loading; the empty state otherwise. */
export function ItemGrid({
  items,
  loading,
  empty,
  skeletons = 6,
  storeOpen,
  firstScreen = 0,
}: {
  items: Item[] | undefined;
  loading: boolean;
  empty: ReactNode;
  skeletons?: number;
  storeOpen?: boolean;
  /** How many of the first cards are the page's first screen (their photos load first: search results). */
  firstScreen?: number;
}) {
  if (loading && !items) {
    return (
      <div className={itemGridClass} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!items?.length) return <div className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>{empty}</div>;
  return (
    <ul className={itemGridClass}>
      {items.map((it, i) => (
        <li key={itemKey(it)}>
          <ProductCard item={it} storeOpen={storeOpen} firstScreen={i < firstScreen} />
        </li>
      ))}
    </ul>
  );
}

/** A titled row of product cards (the home's item campaigns, popular and discounted items); `deferred`: below a phone's first screen (Section). */
export function ItemSlider({
  items,
  ...row
}: {
  label: string;
  items: Item[] | undefined;
  loading: boolean;
  testId: string;
  viewAll?: ReactNode;
  deferred?: boolean;
}) {
  return (
    <SliderSection
      {...row}
      list={items}
      card={(it) => <ProductCard key={itemKey(it)} item={it} />}
      skeleton={(_, i) => <CardSkeleton key={i} />}
    />
  );
}
