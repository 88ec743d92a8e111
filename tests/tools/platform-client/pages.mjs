/* global fetch, document */
// The platform's own web client (2.3.1) on the pages whose answers differ between the older and the newer
// backend: the food home (other-banners), a category's item list (categories/items/list), the parcel home
// (other-banners, why-choose, video-content) and the parcel page's location search (place-api-autocomplete
// and -details). Prints each step's outcome, every call to our server with its status, and every request
// whose URL holds "undefined" (an image built from a base-URL field the answer lacked). Not part of npm test:
// set up as journey.mjs says (client on 127.0.0.1:3100, our server on 127.0.0.1:8092), then
// node tests/tools/platform-client/pages.mjs; screenshots go to ./shots.
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
mkdirSync('shots', { recursive: true });
const API = 'http://127.0.0.1:8092',
  WEB = 'http://127.0.0.1:3100';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await (await b.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const calls = new Map(),
  errors = new Set(),
  undefinedUrls = new Set();
let now = 'setup';
p.on('pageerror', (e) => errors.add(`${now}: ${String(e).slice(0, 160)}`));
p.on('request', (r) => {
  const u = decodeURIComponent(r.url());
  if (u.includes('undefined') && !u.startsWith(`${API}/api/`)) undefinedUrls.add(`${now}: ${u.slice(0, 140)}`);
});
p.on('response', (r) => {
  if (r.url().startsWith(`${API}/api/`)) calls.set(`${now} ${r.request().method()} ${r.url().slice(API.length).split('?')[0]}`, r.status());
});
const mods = await (await fetch(`${API}/api/v1/module`)).json();
const food = mods.find((m) => m.module_type === 'food'),
  parcel = mods.find((m) => m.module_type === 'parcel');
const cats = await (await fetch(`${API}/api/v1/categories`, { headers: { moduleId: String(food.id), zoneId: '[2,1]' } })).json();

async function seed(module) {
  await p.goto(`${WEB}/vercel.svg`);
  await p.evaluate((m) => {
    localStorage.setItem('zoneid', JSON.stringify([2, 1]));
    localStorage.setItem('location', 'Dhanmondi, Dhaka');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
    localStorage.setItem('language-setting', JSON.stringify('en'));
    localStorage.setItem('country', JSON.stringify('US'));
    localStorage.setItem('module', JSON.stringify(m));
    localStorage.setItem('appVersion', '2.3.1');
  }, module);
}
async function step(name, fn) {
  now = name;
  let outcome;
  try {
    outcome = (await fn()) ?? 'ok';
  } catch (e) {
    outcome = `FAIL ${String(e).split('\n')[0].slice(0, 160)}`;
  }
  await p.screenshot({ path: `shots/pages-${name}.png` }).catch(() => undefined);
  console.log(`${name}: ${outcome}`);
}
const settle = async () => {
  await p.waitForLoadState('networkidle', { timeout: 60000 }).catch(() => undefined);
};

await seed(food);
await step('food-home', async () => {
  await p.goto(`${WEB}/home`, { waitUntil: 'domcontentloaded' });
  await settle();
});
await step('category-view', async () => {
  const c = cats.find((x) => x.products_count > 0) ?? cats[0];
  const name = Buffer.from(c.name).toString('base64');
  await p.goto(`${WEB}/home?search=category&id=${c.id}&module_id=${food.id}&name=${name}`, { waitUntil: 'domcontentloaded' });
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
  await Promise.all([p.waitForResponse((r) => r.url().includes('/config/place-api-details'), { timeout: 15000 }), p.getByRole('option').first().click({ timeout: 15000 })]);
  await settle();
  return `picked "${await input.inputValue()}"`;
});

console.log('calls to our server:');
for (const [k, v] of calls) console.log(`  ${v} ${k}`);
console.log('requests with "undefined":', [...undefinedUrls].join(' | ') || 'none');
console.log('page errors:', [...errors].slice(0, 5).join(' | ') || 'none');
await b.close();
