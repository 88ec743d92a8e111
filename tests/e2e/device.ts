import { test, type Page } from '@playwright/test';
import { cookieNameOf, MIRRORED_KEYS } from '../../src/api/scopeCookies';

/** What a returning customer's device holds: a location in the demo city (zones 1–3). */
export const DHANMONDI = {
  location: 'Dhanmondi, Dhaka',
  zoneid: '[1,2,3]',
  currentLatLng: JSON.stringify({ lat: 23.757989, lng: 90.360587 }),
};

export interface Device {
  lang?: 'en' | 'ar' | '';
  theme?: 'light' | 'dark' | '';
  module?: { id: number; module_type: string } | null;
  token?: string;
  guestId?: string;
  /** False: a fresh browser, with no location chosen yet. */
  located?: boolean;
  /**
   * False: the storage without the cookies the app mirrors it into (they expired, or were cleared), so the
   * server renders for a stranger and the browser draws the page itself, asking the API for all of it.
   */
  cookies?: boolean;
}

/**
 * Puts the customer's storage in place before the first load of a test only; reloads keep what the app
 * stored since (the storage keys are the spec's own, core §3 and acc §3).
 */
export async function seedDevice(page: Page, device: Device) {
  const values: Record<string, string> = {
    ...(device.located === false ? {} : DHANMONDI),
    ...(device.lang ? { 'language-setting': device.lang } : {}),
    ...(device.theme ? { 'theme-mode': device.theme } : {}),
    ...(device.module ? { module: JSON.stringify(device.module) } : {}),
    ...(device.token ? { token: device.token } : {}),
    ...(device.guestId ? { guest_id: device.guestId } : {}),
  };
  await page.addInitScript((v) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, value] of Object.entries(v)) localStorage.setItem(k, value);
  }, values);
  if (device.cookies !== false) await mirrorIntoCookies(page, values);
}

/**
 * The cookies the app mirrors its scope into (src/api/scopeCookies.ts), as a device that has used the
 * storefront holds them: the first page is then rendered by the server for this device, as it is for a
 * returning customer, not for a stranger and drawn again.
 */
export async function mirrorIntoCookies(page: Page, values: Record<string, string>) {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the e2e project has no baseURL');
  const cookies = Object.entries(values)
    .filter(([key]) => MIRRORED_KEYS.includes(key))
    .map(([key, value]) => ({ name: cookieNameOf(key), value: encodeURIComponent(value), url }));
  await page.context().addCookies(cookies);
}

/** Records the sign-in modal requests the checkout gating sends (the accounts feature opens the modal on them). */
export async function recordSignInRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { signInRequests: string[] };
    w.signInRequests = [];
    window.addEventListener('storefront:open-sign-in', (e) =>
      w.signInRequests.push((e as CustomEvent<{ mode: string }>).detail.mode),
    );
  });
}

export const signInRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { signInRequests: string[] }).signInRequests);

/**
 * Records, from the first paint, every toast shown and the most copies of one text on screen at once: on a
 * busy machine a 4-second toast can come and go between two looks.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const most: Record<string, number> = {};
    const shown: string[] = [];
    const known = new WeakSet<Element>();
    Object.assign(window, { toastMost: most, toastsShown: shown });
    new MutationObserver(() => {
      const seen: Record<string, number> = {};
      for (const el of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        const text = el.textContent ?? '';
        if (!known.has(el)) {
          known.add(el);
          shown.push(text);
        }
        seen[text] = (seen[text] ?? 0) + 1;
        most[text] = Math.max(most[text] ?? 0, seen[text]);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
export const mostToastCopies = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...Object.values((window as unknown as { toastMost: Record<string, number> }).toastMost)),
  );
