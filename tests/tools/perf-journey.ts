/**
 * The customer's journey `npm run perf` measures: each page with the device that reaches it (module chosen,
 * signed in where the page needs it) and what the server must hold first (a cart for checkout).
 */
import { api, demoToken, MODULES, origin, type ModuleName } from './perf-setup.ts';

export interface JourneyPage {
  name: string;
  path: string;
  module: ModuleName;
  signedIn?: boolean;
}

/** Resolves the demo data's ids (server/README.md) into the pages, and fills the demo customer's cart. */
export async function journey(): Promise<{ pages: JourneyPage[]; token: string }> {
  const token = await demoToken();
  // A grocery item and its store (the demo seed's always-open store), addressed as a shared link would be.
  const item = await api<{ slug?: string; id: number; store_id: number; module_id: number; price: number }>(
    '/api/v1/items/details/104',
  );
  const categories = await api<{ id: number }[]>('/api/v1/categories');
  const parcel = await api<{ id: number }[]>('/api/v1/parcel-category', { moduleId: MODULES.parcel.id });
  // The checkout a signed-in customer reaches from the cart drawer: one grocery line without choices.
  const bananas = await api<{ id: number; price: number }>('/api/v1/items/details/101');
  await fetch(`${origin}/api/v1/customer/cart/remove`, {
    method: 'DELETE',
    headers: { moduleId: '2', Authorization: `Bearer ${token}` },
  });
  await api('/api/v1/customer/cart/add', {
    method: 'POST',
    token,
    body: JSON.stringify({
      item_id: bananas.id,
      model: 'Item',
      price: bananas.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    }),
  });
  const phone = encodeURIComponent('+8801700000001');
  const home = (Object.keys(MODULES) as ModuleName[]).map((m) => ({ name: `/home ${m}`, path: '/home', module: m }));
  const pages: JourneyPage[] = [
    { name: '/', path: '/', module: 'grocery' },
    ...home,
    { name: 'category', path: `/category/${categories[0]!.id}?module_id=2`, module: 'grocery' },
    { name: 'store', path: `/store/${item.store_id}?module_id=${item.module_id}`, module: 'grocery' },
    { name: 'product', path: `/product/${item.slug || item.id}?module_id=${item.module_id}`, module: 'grocery' },
    { name: 'search', path: '/search?q=rice', module: 'grocery' },
    { name: 'checkout', path: '/checkout?page=cart', module: 'grocery', signedIn: true },
    { name: 'my orders', path: '/my-orders', module: 'food', signedIn: true },
    // The demo customer's delivered order (server/README.md), opened from My orders.
    { name: 'order details', path: '/my-orders/100001', module: 'food', signedIn: true },
    // As the order-placed page links to it, with the id and the phone filled in.
    { name: 'track order', path: `/track-order?order_id=100001&phone=${phone}`, module: 'food', signedIn: true },
    { name: 'rental search', path: '/rental/vehicle-search?all_category=1', module: 'rental' },
    { name: 'parcel send', path: `/parcel/send?category_id=${parcel[0]!.id}`, module: 'parcel' },
    // The store lists, flash sale, campaigns, a business policy page and the notices (2026-11-29).
    { name: 'stores', path: '/store?type=all', module: 'food' },
    { name: 'flash sales', path: '/flash-sales', module: 'grocery' },
    { name: 'campaigns', path: '/campaigns', module: 'food' },
    { name: 'policy', path: '/about-us', module: 'grocery' },
    { name: 'notifications', path: '/notifications', module: 'food', signedIn: true },
  ];
  return { pages, token };
}

/** PERF_PAGES=/home,store keeps the pages whose name is one of these or starts with one followed by a space. */
export function pick(pages: JourneyPage[], filter = process.env.PERF_PAGES): JourneyPage[] {
  if (!filter) return pages;
  const wanted = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = pages.filter((p) => wanted.some((w) => p.name === w || p.name.startsWith(`${w} `)));
  if (!chosen.length) throw new Error(`PERF_PAGES matched none of: ${pages.map((p) => p.name).join(', ')}`);
  return chosen;
}
