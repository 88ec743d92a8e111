// journey-all's signed-in steps: sign in by phone, the cart, checkout (take-away, coupon, delivery), the
// cash order and its pages, wallet and loyalty points, the wishlist, the profile and its addresses
// (journey-all-profile.mjs). The demo customer is +8801700000001 / 12345678.
import { addBurgerToCart, bodyText, chooseBurger, expectCall, goto, noBrokenValues, openCart, openStore, see, settle, token } from './journey-all-act.mjs';
import { profileSteps } from './journey-all-profile.mjs';

const totalOf = async (page) => ((await bodyText(page)).match(/\bTotal\b[^\n]*\n?[^\n]*/i)?.[0] ?? '').replace(/\s+/g, ' ');

const cartSteps = [
  {
    name: 'cart-add',
    async run(ctx) {
      await addBurgerToCart(ctx);
      return 'Classic Beef Burger, Large + Extra Cheese';
    },
  },
  {
    name: 'cart-update',
    async run(ctx) {
      const { page } = ctx;
      await openCart(page);
      await expectCall(page, /customer\/cart\/update$/, () => page.locator('[data-testid="AddIcon"]').last().click());
      await noBrokenValues(page);
      return 'quantity 1 -> 2';
    },
  },
  {
    name: 'cart-remove',
    async run(ctx) {
      const { page } = ctx;
      await expectCall(page, /customer\/cart\/update$/, () => page.locator('[data-testid="RemoveIcon"]').last().click());
      await expectCall(page, /customer\/cart\/remove-item$/, () => page.locator('[data-testid="DeleteIcon"]').last().click());
      await page.keyboard.press('Escape');
      return 'quantity 2 -> 1 -> removed';
    },
  },
];

const checkoutSteps = [
  {
    name: 'coupon-list',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /coupon\/list$/, () => goto(page, `${WEB}/profile?page=coupons`), 60000);
      await see(page, /WELCOME10|BURGER20/);
    },
  },
  {
    name: 'checkout-take-away',
    async run(ctx) {
      const { page, WEB } = ctx;
      await addBurgerToCart(ctx);
      await goto(page, `${WEB}/checkout?page=cart`);
      await see(page, /Place Order/i, 60000);
      await page.getByText('I’ll Pick It Up MySelf').first().click();
      await settle(page);
      await noBrokenValues(page);
      return await totalOf(page);
    },
  },
  {
    name: 'coupon-apply',
    async run(ctx) {
      const { page } = ctx;
      await page.getByPlaceholder(/Enter Your Coupon/i).fill('BURGER20');
      await expectCall(page, /coupon\/apply$/, () =>
        page
          .getByRole('button', { name: /^Apply$/ })
          .first()
          .click(),
      );
      await see(page, 'Coupon Applied', 15000);
      await noBrokenValues(page);
      return `BURGER20; ${await totalOf(page)}`;
    },
  },
  {
    name: 'checkout-delivery',
    async run(ctx) {
      const { page } = ctx;
      await page.getByText('Home Delivery').first().click();
      await settle(page);
      await see(page, /Delivery fee/i);
      await noBrokenValues(page);
      return await totalOf(page);
    },
  },
  {
    name: 'place-order-cash',
    async run(ctx) {
      const { page } = ctx;
      await page.getByText('Add Payment Method').first().click();
      await page
        .getByText(/Pay after service/i)
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Submit$/ })
        .first()
        .click();
      const placed = await expectCall(page, /customer\/order\/place$/, async () => {
        const button = page.getByRole('button', { name: /Place Order/i }).first();
        await button.scrollIntoViewIfNeeded();
        await button.click();
      });
      const answer = await placed.json();
      ctx.memo.orderId = answer.order_id;
      await page.waitForURL((u) => !u.pathname.startsWith('/checkout'), { timeout: 60000 }).catch(() => undefined);
      return `order ${answer.order_id}, ${answer.total_ammount ?? answer.order_amount ?? ''}`;
    },
  },
];

const orderSteps = [
  {
    name: 'my-orders',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /customer\/order\/(list|running-orders)$/, () => goto(page, `${WEB}/profile?page=my-orders`), 60000);
      await see(page, String(ctx.memo.orderId));
      await noBrokenValues(page);
    },
  },
  {
    name: 'order-details',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /customer\/order\/details$/, () => goto(page, `${WEB}/profile?page=my-orders&orderId=${ctx.memo.orderId}`), 60000);
      await see(page, 'Classic Beef Burger');
      await noBrokenValues(page);
    },
  },
  {
    name: 'track-order',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /customer\/order\/track$/, () => goto(page, `${WEB}/track-order/${ctx.memo.orderId}`), 60000);
      await see(page, 'Order Confirmed');
      await noBrokenValues(page);
    },
  },
  {
    name: 'wallet',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /wallet\/transactions$/, () => goto(page, `${WEB}/profile?page=wallet`), 60000);
      await settle(page);
      await noBrokenValues(page);
    },
  },
  {
    name: 'loyalty-points',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /loyalty-point\/transactions$/, () => goto(page, `${WEB}/profile?page=loyalty-points`), 60000);
      await settle(page);
      await noBrokenValues(page);
    },
  },
];

const wishlistSteps = [
  {
    name: 'wishlist-add',
    async run(ctx) {
      const { page } = ctx;
      await openStore(ctx);
      await chooseBurger(ctx);
      await expectCall(page, /wish-list\/add$/, () => page.locator('[role="dialog"] [data-testid="FavoriteBorderIcon"]').first().click());
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'wishlist-remove',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /customer\/wish-list$/, () => goto(page, `${WEB}/wishlist`), 60000);
      await see(page, 'Classic Beef Burger');
      await expectCall(page, /wish-list\/remove$/, () => page.locator('button:has(img[src*="delete"])').first().click());
    },
  },
];

export const signInSteps = [
  { name: 'sign-in-otp', gap: 'the client signs in by phone and password only; it has no OTP sign-in' },
  {
    name: 'sign-in',
    async run(ctx) {
      const { page, WEB } = ctx;
      // A fresh browser that opens the sign-in page first shows unformatted amounts: the home first.
      await goto(page, `${WEB}/home`);
      await settle(page);
      await goto(page, `${WEB}/auth/sign-in`);
      const phone = page.locator('input[type="tel"]').first();
      await phone.click({ timeout: 60000 });
      await phone.fill('');
      await phone.pressSequentially('+8801700000001');
      await page.getByLabel(/^Password/).fill('12345678');
      await expectCall(page, /auth\/login$/, () => page.locator('button[type="submit"]').filter({ hasText: 'Sign In' }).first().click());
      await page.waitForFunction(() => localStorage.getItem('token'), null, { timeout: 20000 });
      return (await token(page)) ? 'token stored' : '';
    },
  },
];

export const signOutStep = {
  name: 'sign-out',
  async run(ctx) {
    const { page, WEB } = ctx;
    await goto(page, `${WEB}/home`);
    await page.locator('[data-testid="AccountCircleIcon"], header .MuiAvatar-root').first().click({ timeout: 60000 });
    await page.getByText('Logout').first().click();
    await page.getByRole('button', { name: /^Yes$/ }).first().click();
    await page.waitForFunction(() => !localStorage.getItem('token'), null, { timeout: 20000 });
    return 'token cleared';
  },
};

export const accountSteps = [...signInSteps, ...cartSteps, ...checkoutSteps, ...orderSteps, ...wishlistSteps, ...profileSteps];
