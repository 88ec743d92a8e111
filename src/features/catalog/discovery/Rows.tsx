import type { ReactNode } from 'react';
import type { Item, Store } from '../../../api/types';
import { ItemSlider } from '../ItemGrid';
import { StoreCard, StoreCardSkeleton } from '../StoreCard';
import { SliderSection } from '../Section';

interface RowProps {
  label: string;
  testId: string;
  viewAll?: ReactNode;
  loading: boolean;
}

/** The home's rows below the first screen: drawn and hydrated once they scroll near (Section). */
export function ItemRow(props: RowProps & { items: Item[] | undefined }) {
  return <ItemSlider deferred {...props} />;
}

export function StoreRow({ stores, ...props }: RowProps & { stores: Store[] | undefined }) {
  return (
    <SliderSection
      deferred
      {...props}
      list={stores}
      card={(s) => <StoreCard key={s.id} store={s} />}
      skeleton={(_, i) => <StoreCardSkeleton key={i} />}
    />
  );
}
