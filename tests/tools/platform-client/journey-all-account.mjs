// journey-all's signed-in steps: sign in by phone, the cart, checkout (take-away, coupon, delivery), the
// cash order and its pages, wallet and loyalty points, the wishlist, the profile and its addresses
// (journey-all-profile.mjs). The demo customer is +8801700000001 / 12345678.
import {
  addBurgerToCart,
  bodyText,
  chooseBurger,
  expectCall,
  goto,
  noBrokenValues,
  openCart,
  openStore,
  see,
  settle,
  token,
} from './journey-all-act.mjs';
import { profileSteps } from './journey-all-profile.mjs';

// The bill's last row: "Total" on its own line, its amount on a following one.
const totalOf = async (page) => `Total ${(await bodyText(page)).match(/^Total\s*\n\s*([^\n]*\d[^\n]*)/m)?.[1] ?? '?'}`;

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
      await expectCall(page, /customer\/cart\/update$/, () =>
        page.locator('[data-testid="RemoveIcon"]').last().click(),
      );
      await expectCall(page, /customer\/cart\/remove-item$/, () =>
        page.locator('[data-testid="DeleteIcon"]').last().click(),
      );
      await see(page, 'Your cart is empty', 20000);
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
      // The coupon page shows each coupon's title (its code is copied on a click).
      await see(page, 'Burger Barn 20%');
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
      await expectCall(
        page,
        /customer\/order\/(list|running-orders)$/,
        () => goto(page, `${WEB}/profile?page=my-orders`),
        60000,
      );
      await see(page, String(ctx.memo.orderId));
      await noBrokenValues(page);
    },
  },
  {
    name: 'order-details',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(
        page,
        /customer\/order\/details$/,
        () => goto(page, `${WEB}/profile?page=my-orders&orderId=${ctx.memo.orderId}`),
        60000,
      );
      await see(page, 'Classic Beef Burger');
      await noBrokenValues(page);
    },
  },
  {
    name: 'track-order',
    async run(ctx) {
      const { page, WEB } = ctx;
      // The client's /track-order/<id> page never asks for the order (it passes no data to its stepper):
      // a customer tracks from /track-order, with the order id and phone, and sees the order's number.
      await goto(page, `${WEB}/track-order`);
      await page.getByPlaceholder(/Enter your order id/i).fill(String(ctx.memo.orderId), { timeout: 60000 });
      await page.locator('input[type="tel"]').first().fill('+8801700000001');
      await expectCall(page, /customer\/order\/track$/, () =>
        page
          .getByRole('button', { name: /Search Order/i })
          .first()
          .click(),
      );
      await see(page, `#${ctx.memo.orderId}`);
      await see(page, 'View Order Details');
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
      await expectCall(
        page,
        /loyalty-point\/transactions$/,
        () => goto(page, `${WEB}/profile?page=loyalty-points`),
        60000,
      );
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
      // The product dialog is a MUI Modal (role presentation, not dialog); its heart fills once added.
      const modal = page.locator('.MuiModal-root');
      await expectCall(page, /wish-list\/add$/, () =>
        modal.locator('[data-testid="FavoriteBorderIcon"]').first().click(),
      );
      await modal.locator('[data-testid="FavoriteIcon"]').first().waitFor({ timeout: 20000 });
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'wishlist-remove',
    async run(ctx) {
      const { page, WEB } = ctx;
      // The client's /wishlist page renders its side drawer closed: a customer opens the header's heart.
      await expectCall(page, /customer\/wish-list$/, () => goto(page, `${WEB}/home`), 60000);
      await page
        .locator('header [data-testid="FavoriteBorderIcon"], [data-testid="FavoriteBorderIcon"]')
        .first()
        .click();
      const drawer = page.locator('.MuiDrawer-root');
      await drawer.getByText('Classic Beef Burger').first().waitFor({ timeout: 20000 });
      await drawer.locator('button:has(img[src*="delete"])').first().click();
      await expectCall(page, /wish-list\/remove$/, () => page.getByRole('button', { name: /^Yes$/ }).first().click());
      await drawer.getByText('Classic Beef Burger').first().waitFor({ state: 'detached', timeout: 20000 });
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
      await expectCall(page, /auth\/login$/, () =>
        page.locator('button[type="submit"]').filter({ hasText: 'Sign In' }).first().click(),
      );
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

export const accountSteps = [
  ...signInSteps,
  ...cartSteps,
  ...checkoutSteps,
  ...orderSteps,
  ...wishlistSteps,
  ...profileSteps,
];
