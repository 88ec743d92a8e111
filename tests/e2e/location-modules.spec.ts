import { expect, test, type Route } from '@playwright/test';
import { browserPaths } from '../tools/browserRuns';
import { cartFitsZones, isCartEmpty } from '../../src/domain/zone';
import { serious, toast, stored, prepare, mapCanvas } from './location-helpers';

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('location screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'ar'] as const) {
      test(`core §2 picker, map and module popup at phone width (${lang}, ${theme})`, async ({ page }) => {
        await prepare(page, { lang, theme, located: true });
        await page.goto('/home');
        await expect(page.getByTestId('module-popup')).toBeVisible();
        await expect(page.getByTestId('module-popup').getByRole('button').nth(2)).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/location-popup-${lang}-${theme}.png` });
        expect(await serious(page)).toEqual([]);
        await page
          .getByTestId('module-popup')
          .getByRole('button', { name: lang === 'ar' ? 'البقالة' : 'Grocery' })
          .click();
        await expect(page.getByTestId('module-popup')).toBeHidden();
        await page.screenshot({ path: `/tmp/shots/location-home-${lang}-${theme}.png` });

        await page.getByTestId('location-button').filter({ visible: true }).click();
        await page.getByTestId('location-search').fill('dhanmondi');
        await expect(page.getByTestId('location-suggestions').getByRole('button').first()).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/location-picker-${lang}-${theme}.png` });
        await page.getByTestId('pick-on-map').click();
        await mapCanvas(page);
        await expect(page.getByTestId('use-this-point')).toBeEnabled();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots/location-map-${lang}-${theme}.png` });
        expect(await serious(page)).toEqual([]);
      });
    }
  }

  test('acc §2 Landing at phone width (en, light)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('location-start')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/location-landing-en-light.png', fullPage: false });
  });
});

/**
 * docs/conventions.md "Tests": the module choice (a product owner's key flow) runs model-based in the browser. The generated
 * paths that, together, take every transition drive the real UI; the API answers of a path are held back
 * and given exactly as the path's `xstate.done/error.actor.*` steps say.
 */
test.describe('module choice, model paths in the browser', () => {
  // The covering paths QA is given (npm run paths -- moduleChoice), less the machine-only ones: one filter.
  const chosen = browserPaths('moduleChoice');
  for (const [i, path] of chosen.entries()) {
    test(`core §4 Module choice: model path ${i + 1} (${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')})`, async ({
      page,
    }) => {
      const input = path.input as { current: { id: number; module_type: string } | null; allowedZoneIds: number[] };
      const held: Record<'cart' | 'clear', Route[]> = { cart: [], clear: [] };
      // The header's rental cart reads the same cart beside the module choice, sometimes after the machine's
      // read was answered: until the next choice, such a late read gets the answer the step gave.
      let answered: { json: unknown } | null = null;
      await page.route(
        '**/api/v1/rental/user/cart/get-cart**',
        (route) => void (answered ? route.fulfill(answered) : held.cart.push(route)),
      );
      await page.route('**/api/v1/rental/user/cart/remove-cart**', (route) => void held.clear.push(route));
      await prepare(page, {
        located: true,
        ...(input.current ? { module: input.current } : {}),
        extra: { zoneid: JSON.stringify(input.allowedZoneIds), guest_id: '1' },
      });
      // Not /home: there the popup would open by itself, which is not a step of the path.
      await page.goto('/about-us');
      const rail = page.getByTestId('module-rail');
      const popup = page.getByTestId('module-popup');
      await expect(rail.getByTestId('module-rail-all')).toBeEnabled();
      let current = input.current;
      let chosenModule: { id: number; module_type: string } | null = null;
      let zones = input.allowedZoneIds;

      for (const step of path.steps) {
        const event = step.event as {
          type: string;
          module?: { id: number; module_type: string; module_name: string };
          zoneIds?: number[];
          output?: { carts: unknown[] };
          error?: { message?: string };
        };
        switch (event.type) {
          case 'module.popup.open':
            await rail.getByTestId('module-rail-all').click();
            break;
          case 'module.popup.close':
            await popup.getByRole('button', { name: 'Close' }).click();
            if (!current) await expect(popup.getByRole('alert')).toHaveText('A module must be selected to continue.');
            break;
          case 'module.adopt':
            // A shared link of another module's item: its module becomes the chosen one, with no message.
            chosenModule = event.module!;
            await page.goto(`/product/paracetamol-500mg?module_id=${event.module!.id}`);
            await expect(page.getByTestId('item-detail')).toContainText('Paracetamol 500mg');
            break;
          case 'scope.changed': {
            // Another tab of the same browser chooses a module and a location: this page's flow follows them.
            chosenModule = event.module!;
            zones = event.zoneIds!;
            const other = await page.context().newPage();
            await other.goto('/robots.txt');
            await other.evaluate(
              ([module, zoneid]) => (localStorage.setItem('module', module), localStorage.setItem('zoneid', zoneid)),
              [JSON.stringify(event.module), JSON.stringify(zones)] as const,
            );
            await other.close();
            break;
          }
          case 'module.choose': {
            answered = null;
            chosenModule = event.module!;
            const where = (await popup.isVisible()) ? popup : rail;
            await where.getByRole('button', { name: event.module!.module_name, exact: true }).click();
            if (event.module!.module_type !== 'rental')
              await expect(toast(page, 'A Module has been selected.')).toBeVisible();
            break;
          }
          case 'xstate.done.actor.fetchRentalCart': {
            // The header's rental cart (issue 16) reads the same cart beside the module choice: both get this answer.
            await expect.poll(() => held.cart.length).toBeGreaterThanOrEqual(1);
            const cart = event.output as { carts: Array<{ provider: { pickup_zone_id: string[] } }> };
            answered = { json: { carts: cart.carts, user_data: [] } };
            for (const r of held.cart.splice(0)) await r.fulfill(answered);
            if (isCartEmpty(cart)) await expect(toast(page, 'A Module has been selected.')).toBeVisible();
            else if (cartFitsZones(cart, zones)) await expect(toast(page, 'Location set successfully')).toBeVisible();
            break;
          }
          case 'xstate.error.actor.fetchRentalCart':
            await expect.poll(() => held.cart.length).toBeGreaterThanOrEqual(1);
            for (const r of held.cart.splice(0))
              await r.fulfill({
                status: 403,
                json: { errors: [{ code: 'guest_id', message: event.error?.message ?? 'Forbidden' }] },
              });
            await expect(toast(page, 'A Module has been selected.')).toBeVisible();
            break;
          case 'xstate.done.actor.clearRentalCart':
            await expect.poll(() => held.clear.length).toBe(1);
            await held.clear.shift()!.fulfill({ json: { carts: [], user_data: [], status: 'success' } });
            await expect(
              toast(
                page,
                'Your cart has been cleared as the selected zone does not support the previous pickup point.',
              ),
            ).toBeVisible();
            break;
          case 'xstate.error.actor.clearRentalCart':
            await expect.poll(() => held.clear.length).toBe(1);
            await held.clear
              .shift()!
              .fulfill({ status: 403, json: { errors: [{ code: 'guest_id', message: event.error!.message }] } });
            await expect(toast(page, event.error!.message!)).toBeVisible();
            break;
        }
        // What the customer sees in each state of the machine.
        if (step.value === 'popup') await expect(popup).toBeVisible();
        if (step.value === 'checkingRentalCart') await expect.poll(() => held.cart.length).toBeGreaterThanOrEqual(1);
        if (step.value === 'clearingCart') await expect.poll(() => held.clear.length).toBe(1);
        if (step.value === 'idle') {
          if (chosenModule) current = chosenModule;
          chosenModule = null;
          await expect(popup).toBeHidden();
          // Polled: a server-rendered page shows the link's item before the app runs and stores its module.
          await expect
            .poll(async () => JSON.parse((await stored(page, 'module')) ?? 'null'))
            .toEqual(current ? expect.objectContaining({ id: current.id, module_type: current.module_type }) : null);
          if (current && event.type !== 'module.popup.close' && event.type !== 'module.adopt')
            await expect(page).toHaveURL(/\/home$/);
        }
      }
    });
  }
});
