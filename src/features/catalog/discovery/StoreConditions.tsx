import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { useScope } from '../../../api/scope';
import { moduleConditionsQuery, storeConditionItemsQuery } from '../../../api/queries/discovery';
import type { Store } from '../../../api/types';
import { Slider } from '../../../ui/Slider';
import { ProductCard } from '../ProductCard';
import { ConditionChips } from './ConditionChips';

export type ConditionStore = Pick<Store, 'id' | 'module_id' | 'zone_id'>;

/**
 * turn4 §2.6 on a pharmacy store's page: the store's medicines by common condition, a chip per condition the
 * store has medicines for. Nothing when it has none.
 */
export function StoreConditions({ store }: { store: ConditionStore }) {
  const { t } = useLingui();
  const scope = useScope();
  const items = useQuery(storeConditionItemsQuery(scope, store));
  const names = useQuery(moduleConditionsQuery(scope, store.module_id ?? scope.moduleId ?? 0));
  const [chosen, setChosen] = useState<number | null>(null);
  const present = new Set((items.data ?? []).map((it) => it.common_condition_id));
  const conditions = (names.data ?? []).filter((c) => present.has(c.id));
  if (!conditions.length) return null;
  const current = chosen ?? conditions[0]!.id;
  const label = t`Common conditions`;
  return (
    <section className={css({ stack: '3' })} data-testid="store-conditions">
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{label}</h2>
      <ConditionChips conditions={conditions} value={current} onChange={setChosen} label={label} />
      <Slider
        label={conditions.find((c) => c.id === current)?.name ?? label}
        previousLabel={t`Previous`}
        nextLabel={t`Next`}
      >
        {(items.data ?? [])
          .filter((it) => it.common_condition_id === current)
          .map((it) => (
            <ProductCard key={it.id} item={it} />
          ))}
      </Slider>
    </section>
  );
}
