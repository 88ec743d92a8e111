import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import { lazyPart } from '../../../ui/lazyPart';

// Only a tap on the tab asks for it: not with the category page's first load (docs/budgets.md).
const CategoryStores = lazyPart(() => import('./CategoryStores').then((m) => ({ default: m.CategoryStores })));

export type CategoryTab = 'items' | 'stores';

const tab = (on: boolean) =>
  css({
    px: '4',
    minHeight: '11',
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: 'semibold',
    borderBottomWidth: '2px',
    borderColor: on ? 'accent.default' : 'transparent',
    color: on ? 'accent.default' : 'fg.muted',
    textDecoration: 'none',
  });

/**
 * turn4 §1.4–1.5 beside a category's items: an Items and a Stores tab. The tab is in the URL (`tab=stores`),
 * so a shared link opens the same view; each tab is a link, which the router turns into a soft navigation.
 */
export function CategoryTabNav({ value }: { value: CategoryTab }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Category views`}
      className={css({ display: 'flex', gap: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <Link
        to="."
        from="/category/$id"
        search={(s) => ({ ...s, tab: undefined })}
        replace
        className={tab(value === 'items')}
        aria-current={value === 'items' ? 'page' : undefined}
      >
        <Trans>Items</Trans>
      </Link>
      <Link
        to="."
        from="/category/$id"
        search={(s) => ({ ...s, tab: 'stores' as const })}
        replace
        className={tab(value === 'stores')}
        aria-current={value === 'stores' ? 'page' : undefined}
      >
        <Trans>Stores</Trans>
      </Link>
    </nav>
  );
}

/** The Stores tab: the category's name, the tabs and the stores. */
export function CategoryStoresView({ scope, categoryId, title }: { scope: Scope; categoryId: number; title?: string }) {
  return (
    <section className={css({ stack: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title ?? <Trans>Category</Trans>}</h1>
      <CategoryTabNav value="stores" />
      <Suspense fallback={null}>
        <CategoryStores scope={scope} categoryId={categoryId} />
      </Suspense>
    </section>
  );
}
