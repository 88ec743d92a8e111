/* global document */
// What journey-all's steps do again and again with the platform's client: wait for the call a view makes to
// our server and fail the step with that call's status when it is not 2xx, wait for what the customer sees,
// and the purchase gestures (open a store, choose a burger, open the cart).

/** Runs `action` and waits for the client's call to our server whose path matches `path`; a non-2xx answer fails the step. */
export async function expectCall(page, path, action, timeout = 45000) {
  const matches = (r) =>
    r.url().includes('/api/') && path.test(r.url().split('?')[0]) && r.request().method() !== 'OPTIONS';
  const [response] = await Promise.all([page.waitForResponse(matches, { timeout }).catch(() => undefined), action()]);
  if (!response) throw new Error(`the client made no call matching ${path}`);
  if (response.status() < 200 || response.status() >= 300) {
    const at = response
      .url()
      .replace(/^https?:\/\/[^/]+/, '')
      .split('?')[0];
    throw new Error(`our server answered ${response.status()} to ${response.request().method()} ${at}`);
  }
  return response;
}

export async function see(page, text, timeout = 45000) {
  await page.getByText(text).first().waitFor({ timeout });
}

export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => undefined);
}

export async function bodyText(page) {
  return page.evaluate(() => document.body.innerText);
}

/** Fails the step when the view shows NaN or "undefined" where an amount or a name belongs. */
export async function noBrokenValues(page) {
  const text = await bodyText(page);
  const broken = text.match(/.{0,30}\b(NaN|undefined)\b.{0,30}/);
  if (broken) throw new Error(`the view shows "${broken[0].replace(/\s+/g, ' ')}"`);
}

/** As noBrokenValues, for a view that shows NaN while an answer it needs is still on its way: waits, then judges. */
export async function noBrokenValuesOnceLoaded(page, timeout = 30000) {
  await page
    .waitForFunction(() => !/\b(NaN|undefined)\b/.test(document.body.innerText), null, { timeout })
    .catch(() => undefined);
  await noBrokenValues(page);
}

export async function setModule(page, WEB, module) {
  if (!page.url().startsWith(WEB)) await page.goto(`${WEB}/vercel.svg`);
  await page.evaluate((m) => localStorage.setItem('module', JSON.stringify(m)), module);
}

export async function goto(page, url) {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
}

export const STORE_PATH = '/store/burger-barn?id=1&module_id=1&module_type=food&store_zone_id=2';

export async function openStore(ctx) {
  await goto(ctx.page, `${ctx.WEB}${STORE_PATH}`);
  await see(ctx.page, 'All Products', 60000);
}

/** Opens Classic Beef Burger's dialog on Burger Barn's page and chooses Large and Extra Cheese. */
export async function chooseBurger(ctx) {
  const { page } = ctx;
  await page.getByText('Classic Beef Burger').last().click();
  await see(page, 'Extra Cheese', 30000);
  await page.getByText('Large', { exact: false }).first().click();
  await page.getByText('Extra Cheese').first().click();
}

export async function addBurgerToCart(ctx) {
  await openStore(ctx);
  await chooseBurger(ctx);
  await expectCall(ctx.page, /customer\/cart\/add$/, () =>
    ctx.page
      .getByRole('button', { name: /Add to cart|إضافة إلى السلة/i })
      .last()
      .click(),
  );
  // What the customer sees once the client has taken the answer in: the header's cart count.
  await cartCount(ctx.page)
    .filter({ hasText: /^[1-9]/ })
    .waitFor({ timeout: 20000 });
  await ctx.page.keyboard.press('Escape');
}

export const cartCount = (page) =>
  page.locator('.MuiBadge-root:has([data-testid="ShoppingCartOutlinedIcon"]) .MuiBadge-badge').first();

export async function openCart(page) {
  await page.locator('[data-testid="ShoppingCartOutlinedIcon"]').first().click();
  await see(page, 'Classic Beef Burger', 20000);
}

/** The stored token; the client navigates away from sign-in as it stores it, so a read lost to that navigation is retried. */
export async function token(page) {
  for (let i = 0; ; i++) {
    try {
      return await page.evaluate(() => localStorage.getItem('token'));
    } catch (e) {
      if (i === 2 || !/context was destroyed|navigat/i.test(String(e))) throw e;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * The client asks a signed-in customer with a delivered order "How was your experience with your last order ?"
 * in a modal over the home page, at any moment; a customer closes it (its X) and carries on.
 */
export async function closeReviewPromptWhenShown(page) {
  const prompt = page.locator('.MuiModal-root').filter({ hasText: 'How was your experience with your last order' });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.locator('[data-testid="CloseIcon"]').first().click();
  });
}
