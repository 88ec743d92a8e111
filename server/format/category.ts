// Category shape (platform-api §5.4) with childes and product counts.
import type { Catalog, Category, Item } from '../catalog/catalog.ts';

export function inCategory(it: Item, categoryId: number): boolean {
  return it.category_ids.some((c) => Number(c.id) === categoryId);
}

export function formatCategory(cat: Catalog, c: Category, items: Item[], withOrders: boolean) {
  const childes = cat.categories.filter((x) => x.parent_id === c.id && x.status === 1);
  const count = (id: number) => items.filter((it) => inCategory(it, id)).length;
  return {
    ...c,
    products_count: count(c.id),
    childes_count: childes.length,
    childes: childes.map((ch) => ({ ...ch, products_count: count(ch.id), childes_count: 0 })),
    ...(withOrders
      ? { order_count: items.filter((it) => inCategory(it, c.id)).reduce((n, it) => n + it.order_count, 0) }
      : {}),
  };
}
