import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import type { Item } from '../../api/types';
import { ProductCard } from './ProductCard';
import { Skeleton } from '../../ui/Skeleton';
import { cardFrameClass } from './cardFrame';

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

export function CardSkeleton() {
  return (
    <div className={cardFrameClass}>
      <Skeleton className={css({ aspectRatio: '1', borderRadius: '0' })} />
      <div className={css({ p: '3', stack: '2' })}>
        <Skeleton className={css({ height: '4', width: '80%' })} />
        <Skeleton className={css({ height: '3', width: '50%' })} />
        <Skeleton className={css({ height: '4', width: '40%' })} />
      </div>
    </div>
  );
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
        <li key={`${it.id}-${it.available_date_starts ? 'c' : 'i'}`}>
          <ProductCard item={it} storeOpen={storeOpen} firstScreen={i < firstScreen} />
        </li>
      ))}
    </ul>
  );
}
