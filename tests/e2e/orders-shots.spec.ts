import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { demoToken, guestId, placeOrder, reset, seed } from './orders-helpers';

/** SHOTS=1: order details, track and wallet at 390×844, en/ar, light/dark, into /tmp/shots/orders-*.png. */
const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';

test.describe('Orders: screenshots', () => {
  test.skip(!process.env.SHOTS, 'SHOTS=1 takes the screenshots');
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`Orders: shots ${lang} ${theme}`, async ({ browser, request }) => {
        mkdirSync(OUT, { recursive: true });
        await reset(request);
        const token = await demoToken(request);
        const id = await placeOrder(request, { token });
        const guest = await guestId(request);
        const guestOrder = await placeOrder(
          request,
          { guest },
          { contact_person_name: 'Guest Buyer', contact_person_number: '+8801711111111' },
        );
        const shoot = async (name: string, path: string, values: { token?: string; guest?: string }, ready: string) => {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          const page = await context.newPage();
          await seed(page, { lang, theme, ...values });
          await page.goto(path);
          await page.getByTestId(ready).first().waitFor();
          await page.screenshot({ path: `${OUT}/orders-${name}-${lang}-${theme}.png`, fullPage: true });
          await context.close();
        };
        await shoot('details', `/my-orders/${id}`, { token }, 'order-lines');
        await shoot('track', `/track-order?order_id=${guestOrder}&phone=8801711111111`, { guest }, 'track-result');
        await shoot('wallet', '/wallet', { token }, 'wallet-history');
      });
    }
  }
});
