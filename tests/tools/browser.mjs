/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 * Returns null when there is none.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright without a downloaded browser.
  }
  return null;
}
