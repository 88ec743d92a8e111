/* global fetch */
// The platform's own web client (2.3.1) walks a customer's whole journey on our reference server, step by
// named step (journey-all-steps.mjs). Each step reports done, failed (with the reason: the client's error,
// or the call to our server that answered non-2xx) or gap (something the client itself cannot do). Every
// call to our server is logged with the step that made it and its status; the end prints a summary table
// and the non-2xx calls. Not part of npm test: set up as docs/platform-client.md says, then
//   API=http://127.0.0.1:4471 WEB=http://127.0.0.1:4473 node tests/tools/platform-client/journey-all.mjs
// against a fresh database (the journey places orders). Screenshots go to ./shots/all-<step>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { steps } from './journey-all-steps.mjs';
import { closeReviewPromptWhenShown } from './journey-all-act.mjs';

const API = process.env.API ?? 'http://127.0.0.1:4471';
const WEB = process.env.WEB ?? 'http://127.0.0.1:4473';
const ZONES = [2, 1];
mkdirSync('shots', { recursive: true });

async function apiGet(path, module) {
  const headers = { Accept: 'application/json', zoneId: JSON.stringify(ZONES), 'X-localization': 'en' };
  if (module) headers.moduleId = String(module.id);
  const r = await fetch(`${API}${path}`, { headers });
  return r.ok ? r.json() : undefined;
}

/** What the steps need to know about the demo catalogue, asked of our server directly (not through the client). */
async function catalogue() {
  const modules = await apiGet('/api/v1/module');
  const byType = (t) => modules.find((m) => m.module_type === t);
  const storeNames = {};
  for (const m of modules) {
    const popular = await apiGet('/api/v1/stores/popular?type=all', m);
    storeNames[m.module_type] = (popular?.stores ?? popular ?? []).map((s) => s.name);
  }
  const food = byType('food');
  const categories = (await apiGet('/api/v1/categories', food)) ?? [];
  const category = categories.find((c) => c.products_count > 0) ?? categories[0];
  return { modules, byType, storeNames, category };
}

const results = [];
const calls = [];
const state = { step: 'setup', pageErrors: [] };

function watch(page) {
  page.on('pageerror', (e) => state.pageErrors.push(`${state.step}: ${String(e).split('\n')[0].slice(0, 160)}`));
  page.on('response', (r) => {
    if (!r.url().startsWith(API)) return;
    const path = r.url().slice(API.length).split('?')[0];
    if (!path.startsWith('/api/')) return;
    const call = { step: state.step, status: r.status(), method: r.request().method(), path };
    calls.push(call);
    // A refusal's body names the field or rule that refused it: kept for the summary.
    if (call.status >= 300)
      r.text().then(
        (t) => (call.body = t.slice(0, 200)),
        () => undefined,
      );
  });
}

async function seed(page, module) {
  await page.goto(`${WEB}/vercel.svg`);
  await page.evaluate(
    ([m, zones]) => {
      localStorage.setItem('zoneid', JSON.stringify(zones));
      localStorage.setItem('location', 'Dhanmondi, Dhaka');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
      localStorage.setItem('language-setting', JSON.stringify('en'));
      localStorage.setItem('country', JSON.stringify('US'));
      localStorage.setItem('module', JSON.stringify(m));
      localStorage.setItem('appVersion', '2.3.1');
    },
    [module, ZONES],
  );
}

function reasonOf(e) {
  return String(e?.message ?? e)
    .split('\n')[0]
    .replace(/^(locator|page)\.\w+: /, '')
    .slice(0, 180);
}

async function run(page, ctx, def) {
  state.step = def.name;
  if (def.gap) {
    results.push({ name: def.name, result: 'gap', reason: def.gap });
    console.log(`gap    ${def.name}: ${def.gap}`);
    return;
  }
  const started = Date.now();
  try {
    const note = (await def.run(ctx)) ?? '';
    results.push({ name: def.name, result: 'done', reason: note });
  } catch (e) {
    results.push({ name: def.name, result: 'failed', reason: reasonOf(e) });
  }
  await page.screenshot({ path: `shots/all-${def.name}.png` }).catch(() => undefined);
  const last = results[results.length - 1];
  console.log(
    `${last.result.padEnd(6)} ${def.name} (${((Date.now() - started) / 1000).toFixed(1)} s)${last.reason ? `: ${last.reason}` : ''}`,
  );
}

function summary() {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log('\n| # | step | result | note |\n|---|---|---|---|');
  results.forEach((r, i) =>
    console.log(`| ${i + 1} | ${r.name.padEnd(width)} | ${r.result} | ${r.reason.replace(/\|/g, '/')} |`),
  );
  const count = (k) => results.filter((r) => r.result === k).length;
  console.log(
    `\n${count('done')} done, ${count('failed')} failed, ${count('gap')} client gaps, of ${results.length} steps`,
  );
  const bad = new Map();
  for (const c of calls.filter((x) => x.status < 200 || x.status >= 300)) {
    const key = `${c.status} ${c.method} ${c.path}`;
    const seen = bad.get(key) ?? { steps: new Set(), body: c.body };
    seen.steps.add(c.step);
    bad.set(key, seen);
  }
  console.log(`\ncalls to our server: ${calls.length}, non-2xx: ${[...bad.keys()].length} distinct`);
  for (const [k, s] of bad) console.log(`  ${k}  (${[...s.steps].join(', ')})${s.body ? `: ${s.body}` : ''}`);
  const errors = [...new Set(state.pageErrors)].filter((e) => !/firebase|google|maps/i.test(e));
  console.log(`page errors (not Firebase/Maps): ${errors.length ? '' : 'none'}`);
  for (const e of errors.slice(0, 10)) console.log(`  ${e}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['notifications'] });
const page = await context.newPage();
page.setDefaultTimeout(30000);
watch(page);
await closeReviewPromptWhenShown(page);
try {
  const ctx = { page, API, WEB, seed: (m) => seed(page, m), ...(await catalogue()), memo: {} };
  // ONLY=home-food,sign-in,address-add runs just those steps (in journey order), to retry one quickly.
  const only = process.env.ONLY?.split(',');
  for (const def of steps) if (!only || only.includes(def.name)) await run(page, ctx, def);
} finally {
  summary();
  await browser.close();
}
