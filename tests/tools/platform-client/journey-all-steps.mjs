// journey-all's steps, in the order a customer takes them: browsing as a guest (the modules' homes, the
// location, a store, a product, a category, search, the store lists), then signed in (the cart, checkout,
// the order and its tracking, the account pages: journey-all-account.mjs), then the parcel order. A step
// returns a note for the table or throws the reason it failed; a `gap` step is one the client cannot do.
import { Buffer } from 'node:buffer';
import { accountSteps, signOutStep } from './journey-all-account.mjs';
import {
  bodyText,
  chooseBurger,
  expectCall,
  goto,
  noBrokenValues,
  noBrokenValuesOnceLoaded,
  openStore,
  see,
  setModule,
  settle,
} from './journey-all-act.mjs';

function homeStep(type) {
  return {
    name: `home-${type}`,
    async run(ctx) {
      const { page, WEB } = ctx;
      await setModule(page, WEB, ctx.byType(type));
      await expectCall(page, /\/api\/v1\/(stores|banners|items|categories)\b/, () => goto(page, `${WEB}/home`));
      const names = ctx.storeNames[type] ?? [];
      if (names.length) await see(page, names[0], 60000);
      await settle(page);
      await noBrokenValues(page);
      return names.length ? `shows ${names[0]}` : 'no stores in this module';
    },
  };
}

const browseSteps = [
  {
    name: 'home-food',
    async run(ctx) {
      await ctx.seed(ctx.byType('food'));
      return homeStep('food').run(ctx);
    },
  },
  homeStep('grocery'),
  homeStep('pharmacy'),
  homeStep('ecommerce'),
  {
    name: 'module-switch',
    async run(ctx) {
      const { page } = ctx;
      const food = ctx.byType('food');
      // The side bar's module icons carry the module's name as their tooltip (aria-label).
      await page
        .locator(`[aria-label="${food.module_name}"]`)
        .first()
        .click({ timeout: 20000 })
        .catch(() => {
          throw new Error(`no module "${food.module_name}" to pick in the home page's module bar`);
        });
      await page.waitForFunction((id) => JSON.parse(localStorage.getItem('module') ?? 'null')?.id === id, food.id, {
        timeout: 20000,
      });
      await see(page, ctx.storeNames.food[0], 60000);
      return `ecommerce -> ${food.module_name}`;
    },
  },
  {
    name: 'zone-pick',
    async run(ctx) {
      const { page, WEB } = ctx;
      await page.evaluate(() => ['location', 'zoneid', 'currentLatLng'].forEach((k) => localStorage.removeItem(k)));
      await goto(page, `${WEB}/`);
      const input = page.getByPlaceholder(/Search location here/i).first();
      await input.click({ timeout: 60000 });
      await expectCall(page, /config\/place-api-autocomplete$/, () => input.fill('Dhanmondi'));
      await expectCall(page, /config\/(place-api-details|get-zone-id)$/, () =>
        page.getByRole('option').first().click({ timeout: 20000 }),
      );
      await page
        .waitForFunction(() => localStorage.getItem('zoneid'), null, { timeout: 20000 })
        .catch(async () => {
          await page
            .getByRole('button', { name: /Explore/i })
            .first()
            .click();
          await page.waitForFunction(() => localStorage.getItem('zoneid'), null, { timeout: 20000 });
        });
      const zones = await page.evaluate(() => localStorage.getItem('zoneid'));
      await ctx.seed(ctx.byType('food'));
      return `zoneid ${zones}`;
    },
  },
  {
    name: 'store-page',
    async run(ctx) {
      await openStore(ctx);
      await see(ctx.page, 'Classic Beef Burger');
      await noBrokenValues(ctx.page);
    },
  },
  {
    name: 'product-dialog',
    async run(ctx) {
      await chooseBurger(ctx);
      const price = (await bodyText(ctx.page)).match(/Total[^\n]*\n?[^\n]*/i)?.[0] ?? '';
      await noBrokenValues(ctx.page);
      await ctx.page.keyboard.press('Escape');
      return `Large + Extra Cheese; ${price.replace(/\s+/g, ' ')}`;
    },
  },
  {
    name: 'category-page',
    async run(ctx) {
      const { page, WEB, category } = ctx;
      const food = ctx.byType('food');
      const name = Buffer.from(category.name).toString('base64');
      const url = `${WEB}/home?search=category&id=${category.id}&module_id=${food.id}&name=${name}`;
      await expectCall(page, /categories\/items\/\w+$/, () => goto(page, url), 60000);
      await page
        .getByText(/\d+\s+Items? Found/i)
        .first()
        .waitFor({ timeout: 60000 });
      const found = (await bodyText(page)).match(/(\d+)\s+Items? Found/i);
      if (Number(found[1]) === 0 && category.products_count > 0)
        throw new Error(`"${found[0]}" for ${category.name} (${category.products_count} items)`);
      return `${found[0]} in ${category.name}`;
    },
  },
  {
    name: 'search-results',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /search/, () => goto(page, `${WEB}/home?search=burger`), 60000);
      await see(page, /Beef Burger/i, 45000);
      await noBrokenValues(page);
    },
  },
  ...['popular', 'latest'].map((kind) => ({
    name: `${kind}-stores`,
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, new RegExp(`stores/${kind}$`), () => goto(page, `${WEB}/store/${kind}`), 60000);
      await see(page, ctx.storeNames.food[0], 45000);
      await noBrokenValues(page);
    },
  })),
];

/** The client's phone fields keep their own state from key presses (a filled value is reset to "+880"): typed, as a customer does. */
async function typePhone(input, phone) {
  await input.click();
  await input.press('Control+A');
  await input.press('Backspace');
  await input.pressSequentially(phone);
  const digits = phone.replace(/\D/g, '');
  await input
    .page()
    .waitForFunction(([el, d]) => el.value.replace(/\D/g, '') === d, [await input.elementHandle(), digits], {
      timeout: 10000,
    });
}

const parcelSteps = [
  {
    name: 'parcel-home',
    async run(ctx) {
      const { page, WEB } = ctx;
      await setModule(page, WEB, ctx.byType('parcel'));
      await expectCall(page, /parcel-category$/, () => goto(page, `${WEB}/home`), 60000);
      await see(page, /Documents/i);
      await settle(page);
      await noBrokenValues(page);
    },
  },
  {
    name: 'parcel-order',
    async run(ctx) {
      const { page } = ctx;
      await page
        .getByText(/Documents/i)
        .first()
        .click();
      // The page's load event can wait on images that never come: the address is enough, then its form.
      await page.waitForURL(/parcel-delivery-info/, { timeout: 30000, waitUntil: 'commit' });
      await page.getByLabel(/Sender Name/).fill('Demo Sender');
      const phones = page.locator('input[type="tel"]');
      await typePhone(phones.nth(0), '+8801700000001');
      const places = page.getByPlaceholder(/Search location here/i);
      for (const [i, where] of [
        [0, 'Dhanmondi'],
        [1, 'Gulshan'],
      ]) {
        await places.nth(i).click();
        await expectCall(page, /config\/place-api-autocomplete$/, () => places.nth(i).fill(where));
        await expectCall(page, /config\/place-api-details$/, () =>
          page.getByRole('option').first().click({ timeout: 15000 }),
        );
      }
      await page.getByLabel(/Receiver Name/).fill('Demo Receiver');
      await typePhone(phones.nth(1), '+8801700000003');
      await page
        .getByRole('button', { name: /Proceed to Checkout/i })
        .first()
        .click();
      await page.waitForURL(/checkout\?page=parcel/, { timeout: 30000, waitUntil: 'commit' });
      await see(page, 'Order Summary');
      // The fee is computed once the distance and zone answers are in: ৳NaN until then.
      await noBrokenValuesOnceLoaded(page);
      await page
        .getByText(/Cash on delivery/i)
        .first()
        .click();
      const placed = await expectCall(page, /customer\/order\/place$/, () =>
        page
          .getByRole('button', { name: /Confirm Parcel Request/i })
          .last()
          .click(),
      );
      const { order_id: id } = await placed.json();
      // The client opens the order's page under its "Order placed successfully. !" note with the order's number.
      await see(page, /Order placed successfully/i);
      await see(page, `#${id}`);
      return `order ${id}`;
    },
  },
  { name: 'rental', gap: 'the client has no rental screens (no trip search, booking or my-trips)' },
];

export const steps = [...browseSteps, ...accountSteps, ...parcelSteps, signOutStep];
