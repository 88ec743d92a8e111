import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import { commonConditionsQuery, conditionItemsQuery } from '../../../api/queries/discovery';
import { Slider } from '../../../ui/Slider';
import { ProductCard } from '../ProductCard';
import { CardSkeleton } from '../ItemGrid';
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
    <section
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '3' }), conditionsRowRoom)}
      data-testid="common-conditions"
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{label}</h2>
        {current ? (
          <Link
            to="/conditions/$id"
            params={{ id: String(current) }}
            className={css({
              color: 'accent.default',
              fontWeight: 'semibold',
              fontSize: 'sm',
              minHeight: '11',
              display: 'inline-flex',
              alignItems: 'center',
            })}
          >
            <Trans>View all</Trans>
          </Link>
        ) : null}
      </div>
      <ConditionChips conditions={list} value={current} onChange={setChosen} label={label} />
      <Slider label={list.find((c) => c.id === current)?.name ?? label} previousLabel={t`Previous`} nextLabel={t`Next`}>
        {cards
          ? cards.map((it) => <ProductCard key={it.id} item={it} />)
          : Array.from({ length: 4 }, (_, i) => <CardSkeleton key={i} />)}
      </Slider>
    </section>
  );
}
