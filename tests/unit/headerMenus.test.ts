import { describe, expect, it } from 'vitest';
import { categoryEntries, MENU_LIMIT, showsCatalogMenus, storeGroups } from '../../src/domain/headerMenus';

const store = (id: number) => ({ id, name: `Store ${id}`, slug: `store-${id}`, module_id: 2, zone_id: 1 });

describe('core §2 Header menus (wide screens): Categories and Stores', () => {
  it('show in the store modules only; parcel and rental have no stores or categories to list', () => {
    expect(['food', 'grocery', 'pharmacy', 'ecommerce'].map(showsCatalogMenus)).toEqual([true, true, true, true]);
    expect(['parcel', 'rental', null, undefined].map(showsCatalogMenus)).toEqual([false, false, false, false]);
  });

  it('Categories: the top-level categories, 10 at most (core §9), each to its page in its module', () => {
    const categories = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      name: `Cat ${i + 1}`,
      parent_id: 0,
      module_id: 2,
    }));
    const entries = categoryEntries([...categories, { id: 99, name: 'Sub', parent_id: 1, module_id: 2 }], 2);
    expect(entries).toHaveLength(MENU_LIMIT);
    expect(entries[0]).toEqual({ id: 'category-1', label: 'Cat 1', href: '/category/1?module_id=2' });
    expect(entries.some((e) => e.label === 'Sub')).toBe(false);
    // A category without its module takes the current one.
    expect(categoryEntries([{ id: 5, name: 'Fruit' }], 3)[0]?.href).toBe('/category/5?module_id=3');
  });

  it('Stores: popular, new and campaigns, 10 each, each entry to its page and each group to its "View all" list', () => {
    const groups = storeGroups({
      popular: Array.from({ length: 12 }, (_, i) => store(i + 1)),
      latest: [store(20)],
      campaigns: [{ id: 7, title: 'Summer deals' }],
    });
    expect(groups.map((g) => [g.id, g.entries.length, g.viewAllHref])).toEqual([
      ['popular', 10, '/store/popular'],
      ['latest', 1, '/store/latest'],
      ['campaigns', 1, '/campaigns'],
    ]);
    expect(groups[1]?.entries[0]).toEqual({
      id: 'latest-20',
      label: 'Store 20',
      href: '/store/store-20?id=20&module_id=2&store_zone_id=1',
    });
    expect(groups[2]?.entries[0]).toEqual({ id: 'campaign-7', label: 'Summer deals', href: '/campaigns/7' });
  });

  it('Stores: a group with nothing to list is left out (no campaign running, lists not loaded yet)', () => {
    expect(storeGroups({ popular: [store(1)], campaigns: [] }).map((g) => g.id)).toEqual(['popular']);
    expect(storeGroups({})).toEqual([]);
  });
});
