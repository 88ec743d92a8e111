// What the drivers of the platform's own web client share: a Chromium page, the client's local storage as a
// returning customer's (the client wipes it unless `appVersion` is "2.3.1"; `country` and `language-setting`
// are JSON strings), named steps with a screenshot each, and every call to our server with its status.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const API = process.env.API ?? 'http://127.0.0.1:8092';
export const WEB = process.env.WEB ?? 'http://127.0.0.1:3100';

export async function openClient() {
  mkdirSync('shots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const run = { browser, page, now: 'setup', calls: new Map(), errors: new Set(), undefinedUrls: new Set() };
  page.on('pageerror', (e) => run.errors.add(`${run.now}: ${String(e).slice(0, 160)}`));
  page.on('request', (r) => {
    const u = decodeURIComponent(r.url());
    if (u.includes('undefined') && !u.startsWith(`${API}/api/`))
      run.undefinedUrls.add(`${run.now}: ${u.slice(0, 140)}`);
  });
  run.refusals = new Map();
  page.on('response', (r) => {
    if (!r.url().startsWith(`${API}/api/`)) return;
    const key = `${run.now} ${r.request().method()} ${r.url().slice(API.length).split('?')[0]}`;
    run.calls.set(key, r.status());
    // A refusal's body names the field or rule that refused it.
    if (r.status() >= 400)
      r.text().then(
        (t) => run.refusals.set(key, t.slice(0, 200)),
        () => undefined,
      );
  });
  return run;
}

/** The client's storage for a customer who has picked Dhanmondi (zones 2 and 1) and this module (signed in with a token). */
export async function seedStorage(page, module, token = '') {
  await page.goto(`${WEB}/vercel.svg`);
  await page.evaluate(
    ([m, t]) => {
      localStorage.setItem('zoneid', JSON.stringify([2, 1]));
      localStorage.setItem('location', 'Dhanmondi, Dhaka');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
      localStorage.setItem('language-setting', JSON.stringify('en'));
      localStorage.setItem('country', JSON.stringify('US'));
      localStorage.setItem('module', JSON.stringify(m));
      localStorage.setItem('appVersion', '2.3.1');
      if (t) localStorage.setItem('token', t);
    },
    [module, token],
  );
}

export const seedModule = (run, module) => seedStorage(run.page, module);

export async function step(run, name, fn) {
  run.now = name;
  let outcome;
  try {
    outcome = (await fn()) ?? 'ok';
  } catch (e) {
    outcome = `FAIL ${String(e).split('\n')[0].slice(0, 160)}`;
  }
  await run.page.screenshot({ path: `shots/${name}.png` }).catch(() => undefined);
  console.log(`${name}: ${outcome}`);
  return outcome;
}

export const settle = (run) => run.page.waitForLoadState('networkidle', { timeout: 60000 }).catch(() => undefined);

export function report(run) {
  console.log('calls to our server:');
  for (const [k, v] of run.calls) console.log(`  ${v} ${k}`);
  const failed = [...run.calls].filter(([, v]) => v >= 400);
  console.log(
    `${run.calls.size} distinct calls, ${failed.length} non-2xx: ${failed.map(([k, v]) => `${v} ${k}`).join(' | ') || 'none'}`,
  );
  for (const [k, body] of run.refusals) console.log(`  refused ${k}: ${body}`);
  console.log('requests with "undefined":', [...run.undefinedUrls].join(' | ') || 'none');
  console.log('page errors:', [...run.errors].slice(0, 5).join(' | ') || 'none');
}
