import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import { PagedItems } from './LoadMore';
import type { Scope } from '../../../api/queries/catalog';
import { useScope } from '../../../api/scope';
import { widePageClass } from '../../../ui/surfaces';
import { commonConditionsQuery, conditionItemsQuery } from '../../../api/queries/discovery';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ConditionChips } from './ConditionChips';

/** turn4 §2.6 /conditions/{id}. */
export function ConditionPage() {
  const { id } = useParams({ from: '/conditions/$id' });
  const n = Number(id);
  return (
    <div className={widePageClass}>
      <Condition scope={useScope()} id={Number.isInteger(n) ? n : 0} />
    </div>
  );
}

/** The module's conditions, the one asked for, and its medicines a page at a time. */
function useConditionItems(scope: Scope, id: number) {
  const conditions = useQuery(commonConditionsQuery(scope));
  const pages = useInfiniteQuery(conditionItemsQuery(scope, id));
  return {
    conditions,
    condition: conditions.data?.find((c) => c.id === id),
    pages,
    items: pages.data?.pages.flatMap((p) => p.items),
  };
}

/** The medicines for one common condition, with the other conditions a tap away. */
function Condition({ scope, id }: { scope: Scope; id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { conditions, condition, pages, items } = useConditionItems(scope, id);
  useDocumentTitle(condition?.name ?? t`Common conditions`);
  return (
    <section className={css({ stack: '4' })} data-testid="condition-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {condition?.name ?? <Trans>Common conditions</Trans>}
      </h1>
      <ConditionChips
        conditions={conditions.data ?? []}
        value={id}
        onChange={(next) => void navigate({ to: '/conditions/$id', params: { id: String(next) }, replace: true })}
        label={t`Common conditions`}
      />
      <PagedItems
        pages={pages}
        items={items}
        loading={pages.isPending && scope.zone !== null}
        empty={<Trans>No medicines near you for this condition.</Trans>}
      />
    </section>
  );
}
