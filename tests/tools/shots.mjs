/**
 * Screenshots for looking at what we built: `node tests/tools/shots.mjs <baseURL> <out dir> <path>...`
 * takes each path at 390×844 in en and ar, light and dark.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_FLAGS, findChromium } from './browser.mjs';

const [base, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: CHROMIUM_FLAGS });
for (const lang of ['en', 'ar']) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([l, t]) => {
        localStorage.setItem('language-setting', l);
        localStorage.setItem('theme-mode', t);
      },
      [lang, theme],
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${lang}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
