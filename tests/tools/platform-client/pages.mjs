/* global fetch, document */
// The platform's own web client (2.3.1) on the pages whose answers differ between the older and the newer
// backend: the food home (other-banners), a category's item list (categories/items/list), the parcel home
// (other-banners, why-choose, video-content) and the parcel page's location search (place-api-autocomplete
// and -details). Prints each step's outcome, every call to our server with its status, and every request
// whose URL holds "undefined" (an image built from a base-URL field the answer lacked). Not part of npm test:
// set up as journey.mjs says (client on 127.0.0.1:3100, our server on 127.0.0.1:8092, or WEB= and API=), then
// node tests/tools/platform-client/pages.mjs; screenshots go to ./shots.
import { Buffer } from 'node:buffer';
import { API, WEB, openClient, report, seedModule, settle as settleRun, step as runStep } from './client-driver.mjs';
const run = await openClient();
const p = run.page;
const seed = (module) => seedModule(run, module);
const step = (name, fn) => runStep(run, `pages-${name}`, fn);
const settle = () => settleRun(run);
const mods = await (await fetch(`${API}/api/v1/module`)).json();
const food = mods.find((m) => m.module_type === 'food'),
  parcel = mods.find((m) => m.module_type === 'parcel');
const cats = await (
  await fetch(`${API}/api/v1/categories`, { headers: { moduleId: String(food.id), zoneId: '[2,1]' } })
).json();

await seed(food);
await step('food-home', async () => {
  await p.goto(`${WEB}/home`, { waitUntil: 'domcontentloaded' });
  await settle();
});
await step('category-view', async () => {
  const c = cats.find((x) => x.products_count > 0) ?? cats[0];
  const name = Buffer.from(c.name).toString('base64');
  await p.goto(`${WEB}/home?search=category&id=${c.id}&module_id=${food.id}&name=${name}`, {
    waitUntil: 'domcontentloaded',
  });
  await p
    .getByText(/\d+\s+Items? Found/i)
    .first()
    .waitFor({ timeout: 60000 });
  await settle();
  const text = await p.evaluate(() => document.body.innerText);
  return `${(text.match(/\d+\s+Items? Found/i) ?? [''])[0]} (${c.name}: ${c.products_count} items)`;
});
await seed(parcel);
await step('parcel-home', async () => {
  await p.goto(`${WEB}/home`, { waitUntil: 'domcontentloaded' });
  await settle();
});
await step('parcel-location-search', async () => {
  await p
    .getByText(/Documents/i)
    .first()
    .click({ timeout: 20000 });
  await p.waitForURL(/parcel-delivery-info/, { timeout: 30000 });
  const input = p.getByPlaceholder(/Search location here/i).first();
  await input.click();
  await input.fill('Dhanmondi');
  await Promise.all([
    p.waitForResponse((r) => r.url().includes('/config/place-api-details'), { timeout: 15000 }),
    p.getByRole('option').first().click({ timeout: 15000 }),
  ]);
  await settle();
  return `picked "${await input.inputValue()}"`;
});

report(run);
await run.browser.close();
