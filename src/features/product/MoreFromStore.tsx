import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useScope } from '../../api/scope';
import { relatedStoreItemsQuery } from '../../api/queries/storeBrowse';
import type { ReactNode } from 'react';
import type { Item } from '../../api/types';

/**
 * "More from this store" on the product page (platform-api-turn4 §2.3). Not with the first load
 * (docs/budgets.md): imported after the item is drawn, and placed below it, so nothing above moves.
 */
export default function MoreFromStore({
  itemId,
  moduleId,
  renderItems,
}: {
  itemId: number;
  moduleId: number | undefined;
  renderItems: (items: Item[]) => ReactNode;
}) {
  const related = useQuery(relatedStoreItemsQuery(useScope(), itemId, { moduleId }));
  if (!related.data?.length) return null;
  return (
    <section className={css({ stack: '3', mt: '8' })} data-testid="more-from-store">
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>More from this store</Trans>
      </h2>
      {renderItems(related.data)}
    </section>
  );
}
