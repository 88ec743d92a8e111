import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { categoriesQuery, latestStoresQuery, popularStoresQuery } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import type { Store } from '../../api/types';

/** core §9: menu lists are capped at 10 entries. */
const DRAWER_LIMIT = 10;

export interface CatalogDrawerGroup {
  id: string;
  title: string;
  entries: Array<{ id: string | number; label: string; to: string }>;
  viewAllTo: string;
}

const storeHref = (
  s: {
    id: number;
    slug?: string | null;
    module_id?: number;
    latitude?: string | null;
    longitude?: string | null;
    zone_id: number;
  },
  moduleId: number | null,
) => {
  const q = new URLSearchParams({
    id: String(s.id),
    module_id: String(s.module_id ?? moduleId ?? ''),
    lat: s.latitude ?? '',
    lng: s.longitude ?? '',
    store_zone_id: String(s.zone_id),
  });
  return `/store/${encodeURIComponent(s.slug || String(s.id))}?${q}`;
};

/** core §2 Mobile side drawer: the Categories, Latest stores and Popular stores groups (10 entries, "View all"). */
export function useDrawerGroups(enabled: boolean): CatalogDrawerGroup[] {
  const { t } = useLingui();
  const scope = useScope();
  const on = enabled && scope.moduleId !== null;
  const categories = useQuery({ ...categoriesQuery(scope), enabled: on });
  const latest = useQuery({ ...latestStoresQuery(scope), enabled: on && scope.zone !== null });
  const popular = useQuery({ ...popularStoresQuery(scope), enabled: on && scope.zone !== null });
  if (!on) return [];
  /** A store list's group: its first stores, each opening its page, and the list's own page. */
  const storeGroup = (id: string, title: string, stores: Store[] | undefined, viewAllTo: string) => ({
    id,
    title,
    entries: (stores ?? [])
      .slice(0, DRAWER_LIMIT)
      .map((s) => ({ id: s.id, label: s.name, to: storeHref(s, scope.moduleId) })),
    viewAllTo,
  });
  return [
    {
      id: 'categories',
      title: t`Categories`,
      entries: (categories.data ?? [])
        .slice(0, DRAWER_LIMIT)
        .map((c) => ({ id: c.id, label: c.name, to: `/category/${c.id}?module_id=${c.module_id ?? scope.moduleId}` })),
      viewAllTo: '/categories',
    },
    storeGroup('latest', t`Latest stores`, latest.data?.stores, '/store/latest'),
    storeGroup('popular', t`Popular stores`, popular.data?.stores, '/store/popular'),
  ];
}
