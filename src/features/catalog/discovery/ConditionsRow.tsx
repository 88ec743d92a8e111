import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Scope } from '../../../api/queries/catalog';
import { commonConditionsQuery, conditionItemsQuery } from '../../../api/queries/discovery';
import { Slider } from '../../../ui/Slider';
import { ProductCard } from '../ProductCard';
import { CardSkeleton } from '../ItemGrid';
import { Section, ViewAll } from '../Section';
import { ConditionChips } from './ConditionChips';
import { conditionsRowRoom } from './rowRoom';

const ROW_LIMIT = 10;

/** turn4 §2.6 on the pharmacy home: medicines by common condition, a chip per condition and its medicines. */
export function ConditionsRow({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const conditions = useQuery(commonConditionsQuery(scope));
  const [chosen, setChosen] = useState<number | null>(null);
  const list = conditions.data ?? [];
  const current = chosen ?? list[0]?.id ?? 0;
  const items = useInfiniteQuery(conditionItemsQuery(scope, current, ROW_LIMIT));
  if (conditions.isSuccess && !list.length) return null;
  const cards = items.data?.pages[0]?.items;
  const label = t`Common conditions`;
  return (
    <Section
      title={label}
      testId="common-conditions"
      className={conditionsRowRoom}
      viewAll={current ? <ViewAll to="/conditions/$id" params={{ id: String(current) }} /> : null}
    >
      <ConditionChips conditions={list} value={current} onChange={setChosen} label={label} />
      <Slider label={list.find((c) => c.id === current)?.name ?? label} previousLabel={t`Previous`} nextLabel={t`Next`}>
        {cards
          ? cards.map((it) => <ProductCard key={it.id} item={it} />)
          : Array.from({ length: 4 }, (_, i) => <CardSkeleton key={i} />)}
      </Slider>
    </Section>
  );
}
