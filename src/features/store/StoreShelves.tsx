import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { useScope } from '../../api/scope';
import type { StoreLinkScope } from '../../api/queries/catalog';
import { storeBannersQuery, storePopularItemsQuery } from '../../api/queries/storeBrowse';
import type { ReactNode } from 'react';
import type { Item } from '../../api/types';

/**
 * The store's own banners and its popular items (platform-api-turn4 §3.4, §1.3). Not with the first load
 * (docs/budgets.md): the store page imports this after its first screen and draws it below the items, so
 * nothing above moves when it arrives.
 */
export default function StoreShelves({
  storeId,
  link,
  renderItems,
}: {
  storeId: number;
  link: StoreLinkScope;
  renderItems: (items: Item[]) => ReactNode;
}) {
  const { t } = useLingui();
  const scope = useScope();
  const banners = useQuery(storeBannersQuery(scope, storeId, link)).data ?? [];
  const popular = useQuery(storePopularItemsQuery(scope, storeId, link));
  return (
    <>
      {banners.length ? (
        // The row scrolls sideways and holds no link or button, so it takes the focus itself: a keyboard can scroll it.
        <section
          aria-label={t`Store offers`}
          data-testid="store-banners"
          tabIndex={0}
          className={css({ overflowX: 'auto', scrollSnapType: 'x mandatory', pb: '1' })}
        >
          <ul className={css({ display: 'flex', gap: '3' })}>
            {banners.map((b) => (
              <li
                key={b.id}
                className={css({ flex: '0 0 auto', width: { base: '85%', md: '45%' }, scrollSnapAlign: 'start' })}
              >
                <img
                  src={b.image_full_url ?? undefined}
                  alt={b.title}
                  width={600}
                  height={200}
                  loading="lazy"
                  className={css({
                    width: 'full',
                    aspectRatio: '3 / 1',
                    objectFit: 'cover',
                    borderRadius: 'card',
                    bg: 'bg.subtle',
                  })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.data?.length ? (
        <section className={css({ stack: '3' })} data-testid="store-popular-items">
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            <Trans>Popular in this store</Trans>
          </h2>
          {renderItems(popular.data)}
        </section>
      ) : null}
    </>
  );
}
