import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { css, cx } from '../../styled-system/css';
import { widePageClass } from '../ui/surfaces';
import { maybe, oneOf, searchSchema } from '../domain/searchParams';
import { useScope } from '../api/scope';
import { STORE_FILTERS } from '../domain/storeFilters';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { AllStoresGrid, StoreFilterTabs } from '../features/catalog/discovery/AllStores';

/** /store?filter=delivery: the tab is in the URL, so a link opens the same list. */
const storesSearch = searchSchema({ filter: maybe(oneOf(STORE_FILTERS)) });

export const Route = createFileRoute('/store/')({
  validateSearch: storesSearch,
  component: AllStoresPage,
});

/** All stores of the module, paged, with the All / Delivery / Take-away tabs (turn4 §1.2). */
function AllStoresPage() {
  const { t } = useLingui();
  const scope = useScope();
  const filter = Route.useSearch().filter ?? 'all';
  const navigate = useNavigate({ from: '/store/' });
  useDocumentTitle(t`All stores`);
  return (
    <section className={cx(widePageClass, css({ stack: '4' }))} data-testid="all-stores-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t`All stores`}</h1>
      <StoreFilterTabs
        value={filter}
        label={t`All stores`}
        onChange={(f) => void navigate({ search: f === 'all' ? {} : { filter: f }, replace: true })}
      />
      <AllStoresGrid scope={scope} filter={filter} paged />
    </section>
  );
}
