/* global fetch, document */
// The platform's own web client (2.3.1) on the discovery pages: each store module's home (its rows), the store
// lists, a store's page (popular items, banners), the flash sales, the campaigns and a campaign's page. A page
// is "filled" when it shows a name our server answered for it; every call to our server is listed with its
// status, so a 404 (a path we lack) shows. Not part of npm test: set up as docs/platform-client.md says, then
// API=http://127.0.0.1:4471 WEB=http://127.0.0.1:4473 node tests/tools/platform-client/discovery.mjs
import { API, WEB, openClient, report, seedModule, settle, step } from './client-driver.mjs';

const run = await openClient();
const { page } = run;
const ZONE = '[2,1]';
const mods = await (await fetch(`${API}/api/v1/module`)).json();
const byType = (t) => mods.find((m) => m.module_type === t);

/** Our server's answer for a module, or null where it has no such path (before the feature existed). */
async function ask(path, module) {
  const res = await fetch(`${API}/api/v1/${path}`, { headers: { moduleId: String(module.id), zoneId: ZONE } });
  return res.ok ? res.json() : null;
}

async function visit(name, module, path, expected) {
  await seedModule(run, module);
  return step(run, name, async () => {
    await page.goto(`${WEB}${path}`, { waitUntil: 'domcontentloaded', timeout: 90000 });
    await settle(run);
    if (expected.length === 0) return 'no data from our server to expect';
    const found = await page
      .getByText(expected[0], { exact: false })
      .first()
      .waitFor({ timeout: 30000 })
      .then(() => true)
      .catch(() => false);
    const text = await page.evaluate(() => document.body.innerText);
    const shown = expected.filter((e) => text.includes(e));
    return `${found || shown.length > 0 ? 'filled' : 'EMPTY'}: ${shown.length} of ${expected.length} names shown (${expected.slice(0, 3).join(', ')})`;
  });
}

const names = (list) =>
  (Array.isArray(list) ? list : []).map((x) => x?.name ?? x?.title ?? x?.item?.name).filter(Boolean);

for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
  const m = byType(type);
  const popular = await ask('stores/popular?type=all', m);
  await visit(`home-${type}`, m, '/home', names(popular?.stores ?? popular).slice(0, 5));
}
const food = byType('food'),
  grocery = byType('grocery'),
  shop = byType('ecommerce');
const all = await ask('stores/get-stores/all?offset=1&limit=12', food);
await visit('store-list-all', food, '/store', names(all?.stores).slice(0, 6));
const latest = await ask('stores/latest?type=all', food);
await visit('store-list-latest', food, '/store/latest', names(latest?.stores ?? latest).slice(0, 6));
const popular = await ask('stores/popular?type=all', food);
await visit('store-list-popular', food, '/store/popular', names(popular?.stores ?? popular).slice(0, 6));
const store = (await ask('stores/details/6', grocery)) ?? { name: 'store 6' };
const popularItems = await ask('stores/popular-items/6', grocery);
await visit(
  'store-page-grocery',
  grocery,
  `/store/6?id=6&module_id=${grocery.id}&lat=23.757989&lng=90.360587`,
  [store.name, ...names(popularItems?.items ?? popularItems)].slice(0, 6),
);
for (const m of [grocery, shop]) {
  const sale = await ask('flash-sales', m);
  const items = sale?.id ? await ask(`flash-sales/items?flash_sale_id=${sale.id}&offset=1&limit=10`, m) : null;
  await visit(
    `flash-sales-${m.module_type}`,
    m,
    `/flash-sales?id=${sale?.id}`,
    names(items?.products ?? items?.items).slice(0, 4),
  );
}
const campaigns = await ask('campaigns/basic', food);
await visit('campaigns', food, '/campaigns', names(campaigns).slice(0, 4));
const first = Array.isArray(campaigns) ? campaigns[0] : null;
const details = first ? await ask(`campaigns/basic-campaign-details?basic_campaign_id=${first.id}`, food) : null;
await visit(
  'campaign-page',
  food,
  `/campaigns/${first?.id ?? 1}?id=${first?.id ?? 1}`,
  [first?.title, ...names(details?.stores)].filter(Boolean).slice(0, 4),
);

report(run);
await run.browser.close();
