/**
 * core §2 Header, wide screens: the Categories and Stores menus beside Home (the platform's second navbar).
 * Which menus show and what each lists; the views only draw what this returns.
 */
import { storeHref } from './wishlist';

/** core §9: menu lists are capped at 10 entries. */
export const MENU_LIMIT = 10;

export interface MenuEntry {
  id: string;
  label: string;
  href: string;
}

export interface MenuGroup {
  id: 'popular' | 'latest' | 'campaigns';
  entries: MenuEntry[];
  viewAllHref: string;
}

/** Store modules have categories and stores to list; parcel and rental have neither (their homes say why). */
export function showsCatalogMenus(moduleType: string | null | undefined): boolean {
  return moduleType === 'food' || moduleType === 'grocery' || moduleType === 'pharmacy' || moduleType === 'ecommerce';
}

/** The module's top-level categories, each to its category page in that module. */
export function categoryEntries(
  categories: ReadonlyArray<{ id: number; name: string; parent_id?: number; module_id?: number }>,
  moduleId: number | null,
): MenuEntry[] {
  return categories
    .filter((c) => !c.parent_id)
    .slice(0, MENU_LIMIT)
    .map((c) => ({
      id: `category-${c.id}`,
      label: c.name,
      href: `/category/${c.id}?module_id=${c.module_id ?? moduleId ?? ''}`,
    }));
}

type MenuStore = { id: number; name: string; slug?: string | null; module_id?: number | null; zone_id?: number | null };

const storeEntries = (group: string, stores: ReadonlyArray<MenuStore>): MenuEntry[] =>
  stores.slice(0, MENU_LIMIT).map((s) => ({ id: `${group}-${s.id}`, label: s.name, href: storeHref(s, false) }));

/**
 * The Stores menu: popular and new stores, then the running campaigns, each with its "View all" page
 * (/store/popular, /store/latest, /campaigns). A group with nothing to list is left out.
 */
export function storeGroups(lists: {
  popular?: ReadonlyArray<MenuStore>;
  latest?: ReadonlyArray<MenuStore>;
  campaigns?: ReadonlyArray<{ id: number; title: string }>;
}): MenuGroup[] {
  const groups: MenuGroup[] = [
    { id: 'popular', entries: storeEntries('popular', lists.popular ?? []), viewAllHref: '/store/popular' },
    { id: 'latest', entries: storeEntries('latest', lists.latest ?? []), viewAllHref: '/store/latest' },
    {
      id: 'campaigns',
      entries: (lists.campaigns ?? [])
        .slice(0, MENU_LIMIT)
        .map((c) => ({ id: `campaign-${c.id}`, label: c.title, href: `/campaigns/${c.id}` })),
      viewAllHref: '/campaigns',
    },
  ];
  return groups.filter((g) => g.entries.length > 0);
}
