import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
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

const viewAllClass = css({ color: 'accent.default', fontWeight: 'semibold', fontSize: 'sm', minHeight: '11', display: 'inline-flex', alignItems: 'center' });

/** "View all" to a page of this feature's own (the all-stores page, the special offers). */
export function ViewAllLink({ to, search }: { to: '/store'; search?: { filter?: 'all' | 'delivery' | 'take_away' } }) {
  return (
    <Link to={to} search={search ?? {}} className={viewAllClass}>
      <Trans>View all</Trans>
    </Link>
  );
}

/** A home row of items: skeletons while asked for, nothing when the platform has none. */
export function ItemRow({ label, items, loading, testId, viewAll }: { label: string; items: Item[] | undefined; loading: boolean; testId: string; viewAll?: ReactNode }) {
  const labels = useSliderLabels();
  if (!loading && !items?.length) return null;
  return (
    <Section title={label} testId={testId} viewAll={viewAll} deferred>
      <Slider label={label} {...labels}>
        {items ? items.map((it) => <ProductCard key={it.id} item={it} />) : Array.from({ length: 5 }, (_, i) => <CardSkeleton key={i} />)}
      </Slider>
    </Section>
  );
}

export function StoreRow({ label, stores, loading, testId, viewAll }: { label: string; stores: Store[] | undefined; loading: boolean; testId: string; viewAll?: ReactNode }) {
  const labels = useSliderLabels();
  if (!loading && !stores?.length) return null;
  return (
    <Section title={label} testId={testId} viewAll={viewAll} deferred>
      <Slider label={label} {...labels}>
        {stores ? stores.map((s) => <StoreCard key={s.id} store={s} />) : Array.from({ length: 5 }, (_, i) => <StoreCardSkeleton key={i} />)}
      </Slider>
    </Section>
  );
}
