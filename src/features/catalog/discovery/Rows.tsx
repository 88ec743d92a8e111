import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Item, Store } from '../../../api/types';
import { Slider } from '../../../ui/Slider';
import { ProductCard } from '../ProductCard';
import { CardSkeleton } from '../ItemGrid';
import { StoreCard, StoreCardSkeleton } from '../StoreCard';
import { Section } from '../Section';

export function useSliderLabels() {
  const { t } = useLingui();
  return { previousLabel: t`Previous`, nextLabel: t`Next` };
}

interface RowProps {
  label: string;
  testId: string;
  viewAll?: ReactNode;
  loading: boolean;
}

/** A home row: skeletons while asked for, nothing when the platform has none. */
function Row<T extends { id: number }>({
  label,
  testId,
  viewAll,
  loading,
  list,
  card,
  skeleton,
}: RowProps & { list: T[] | undefined; card: (x: T) => ReactNode; skeleton: (_: unknown, i: number) => ReactNode }) {
  const labels = useSliderLabels();
  if (!loading && !list?.length) return null;
  return (
    <Section title={label} testId={testId} viewAll={viewAll} deferred>
      <Slider label={label} {...labels}>
        {list ? list.map(card) : Array.from({ length: 5 }, skeleton)}
      </Slider>
    </Section>
  );
}

export function ItemRow({ items, ...props }: RowProps & { items: Item[] | undefined }) {
  return (
    <Row
      {...props}
      list={items}
      card={(it) => <ProductCard key={it.id} item={it} />}
      skeleton={(_, i) => <CardSkeleton key={i} />}
    />
  );
}

export function StoreRow({ stores, ...props }: RowProps & { stores: Store[] | undefined }) {
  return (
    <Row
      {...props}
      list={stores}
      card={(s) => <StoreCard key={s.id} store={s} />}
      skeleton={(_, i) => <StoreCardSkeleton key={i} />}
    />
  );
}
