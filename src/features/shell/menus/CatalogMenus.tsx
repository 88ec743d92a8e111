import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import {
  basicCampaignsQuery,
  categoriesQuery,
  latestStoresQuery,
  popularStoresQuery,
} from '../../../api/queries/catalog';
import { useScope } from '../../../api/scope';
import { categoryEntries, storeGroups } from '../../../domain/headerMenus';
import type { MenuProps } from '../../../ui/MenuButton';
import { MenuFrame, MenuGroup, MenuLink, MenuNote, menuViewAllClass } from '../../../ui/Menu';

// The header's Categories and Stores menus with their lists: loaded the first time a menu button is pointed at
// or opened, not with the first load (docs/budgets.md). The lists are the home's own queries (same keys), so a
// menu opened on /home asks for nothing new.

function Status({ loading }: { loading: boolean }) {
  return <MenuNote>{loading ? <Trans>Loading…</Trans> : <Trans>Nothing to show here yet.</Trans>}</MenuNote>;
}

/** core §2 Header: the current module's categories (10, core §9), each to its page, and all of them. */
export function CategoriesMenu(props: MenuProps) {
  const { t } = useLingui();
  const scope = useScope();
  const categories = useQuery(categoriesQuery(scope));
  const entries = categoryEntries(categories.data ?? [], scope.moduleId);
  return (
    <MenuFrame props={props}>
      {entries.length ? (
        entries.map((e) => (
          <MenuLink key={e.id} href={e.href}>
            {e.label}
          </MenuLink>
        ))
      ) : (
        <Status loading={categories.isLoading} />
      )}
      <hr className={css({ my: '1', borderColor: 'border.default' })} />
      <MenuLink href="/categories" className={menuViewAllClass}>
        {t`View all categories`}
      </MenuLink>
    </MenuFrame>
  );
}

/** The Stores menu: popular and new stores and the running campaigns (10 each), each with its "View all". */
export function StoresMenu(props: MenuProps) {
  const { t } = useLingui();
  const scope = useScope();
  const popular = useQuery(popularStoresQuery(scope));
  const latest = useQuery(latestStoresQuery(scope));
  const campaigns = useQuery(basicCampaignsQuery(scope));
  const groups = storeGroups({ popular: popular.data?.stores, latest: latest.data?.stores, campaigns: campaigns.data });
  const titles = { popular: t`Popular stores`, latest: t`New stores`, campaigns: t`Campaigns` };
  const all = { popular: t`View all popular stores`, latest: t`View all new stores`, campaigns: t`View all campaigns` };
  // The groups show together once the three lists have come, so the focus starts on the first entry and
  // nothing moves under it.
  const loading = popular.isLoading || latest.isLoading || campaigns.isLoading;
  if (loading || !groups.length)
    return (
      <MenuFrame props={props}>
        <Status loading={loading} />
      </MenuFrame>
    );
  return (
    <MenuFrame props={props} width="min(720px, 92vw)">
      <div
        role="none"
        className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '2' })}
      >
        {groups.map((g) => (
          <MenuGroup key={g.id} label={titles[g.id]} testId={`stores-menu-${g.id}`}>
            {g.entries.map((e) => (
              <MenuLink key={e.id} href={e.href}>
                {e.label}
              </MenuLink>
            ))}
            <MenuLink href={g.viewAllHref} className={menuViewAllClass}>
              {all[g.id]}
            </MenuLink>
          </MenuGroup>
        ))}
      </div>
    </MenuFrame>
  );
}
