/* global fetch */
// orders-every-way.mjs's offline-payment order and support chat, on the client's own screens: Burger Barn's
// burger into the cart, checkout's "Pay Offline" with Bank Transfer, "Confirm Order", the offline form (the
// method's fields and a note) and its Place Order, then the order's offline payment in its details; the
// inbox's chat with the business (its name at the top of the list), a message, and the support agent's answer.
import { expectCall, goto, see, settle, noBrokenValues, addBurgerToCart, setModule } from './journey-all-act.mjs';
import { choosePayment } from './orders-every-way-steps.mjs';

const TRANSACTION = 'TRX-55-0042';
const CORRECTED = 'TRX-55-0043';

export const offlineSteps = [
  {
    name: 'offline-checkout',
    async run(ctx) {
      const { page, WEB } = ctx;
      await setModule(page, WEB, ctx.byType('food'));
      await addBurgerToCart(ctx);
      await goto(page, `${WEB}/checkout?page=cart`);
      await see(page, /Place Order/i, 60000);
      await page.getByText('Home Delivery').first().click();
      await settle(page);
      await choosePayment(page, async () => {
        // The row opens its methods; its radio and label toggle the same state twice, so the row's blank end.
        const box = await page
          .getByText(/Select option from below/)
          .first()
          .boundingBox();
        await page.mouse.click(box.x + 200, box.y + box.height / 2);
        await page.getByText('Bank Transfer', { exact: true }).first().click();
      });
      await see(page, /offline payment \(Bank Transfer\)/i, 10000);
      await page
        .getByRole('button', { name: /^Confirm Order$/ })
        .first()
        .click();
      await page.waitForURL(/method=offline/, { timeout: 30000 });
      // The offline form shows where to pay: the method's method_fields.
      await see(page, 'Demo Bank', 30000);
      await noBrokenValues(page);
    },
  },
  {
    name: 'offline-proof',
    async run(ctx) {
      const { page } = ctx;
      await page.getByLabel(/account holder name/i).fill('Demo Customer');
      await page.getByLabel(/transaction id/i).fill(TRANSACTION);
      await page.getByLabel(/Payment Note/i).fill('Paid from my savings account');
      let placedAnswer;
      const proof = await expectCall(page, /customer\/order\/offline-payment$/, async () => {
        const placed = await expectCall(page, /customer\/order\/place$/, () =>
          page
            .getByRole('button', { name: /^Place Order$/ })
            .last()
            .click(),
        );
        placedAnswer = await placed.json();
      });
      ctx.memo.offlineOrder = placedAnswer.order_id;
      // The client's "Order placed successfully" dialog repeats what was sent, then Ok closes it.
      const dialog = page.locator('.MuiModal-root').filter({ hasText: 'Payment Info' });
      await dialog.getByText(TRANSACTION).waitFor({ timeout: 30000 });
      await dialog.getByRole('button', { name: /^Ok$/ }).click();
      return `order ${placedAnswer.order_id}, total ${placedAnswer.total_ammount}; proof ${JSON.stringify(await proof.json())}`;
    },
  },
  {
    name: 'offline-details',
    async run(ctx) {
      const { page, WEB } = ctx;
      const id = ctx.memo.offlineOrder;
      if (!id) throw new Error('no offline-payment order was placed');
      await expectCall(
        page,
        /customer\/order\/track$/,
        () => goto(page, `${WEB}/profile?page=my-orders&orderId=${id}`),
        60000,
      );
      await see(page, 'Classic Beef Burger', 60000);
      // The payment's state pill (offline_payment.data.status), whose arrow opens what was sent.
      const pill = page.getByText('pending', { exact: true }).first();
      await pill.waitFor({ timeout: 30000 });
      await page.locator('[data-testid="ExpandMoreIcon"]').first().click();
      await see(page, TRANSACTION, 15000);
      await see(page, '( Bank Transfer )', 15000);
      await noBrokenValues(page);
      return 'pending, with the transaction id and the method';
    },
  },
  {
    name: 'offline-edit',
    async run({ page }) {
      // "Edit Info" while the payment is pending: the form holds what was sent; Update sends the correction.
      await page.getByText('Edit Info', { exact: true }).first().click();
      const form = page.locator('.MuiModal-root').filter({ hasText: 'Update Payment Info' });
      const field = form.getByLabel(/transaction id/i);
      if ((await field.inputValue({ timeout: 15000 })) !== TRANSACTION)
        throw new Error(`the form shows "${await field.inputValue()}"`);
      await field.fill(CORRECTED);
      const updated = await expectCall(page, /customer\/order\/offline-payment-update$/, () =>
        form.getByRole('button', { name: /^Update$/ }).click(),
      );
      await see(page, CORRECTED, 30000);
      return `${JSON.stringify(await updated.json())}; the details show ${CORRECTED}`;
    },
  },
  {
    name: 'offline-denied',
    async run({ page, WEB, API, memo }) {
      // The business denies the proof (our store desk, not the client), and the customer opens the order again.
      const note = 'No transfer with this reference reached our account';
      const r = await fetch(`${API}/store-desk/order/${memo.offlineOrder}/offline-payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'denied', admin_note: note }),
      });
      if (!r.ok) throw new Error(`the store desk answered ${r.status}`);
      await expectCall(
        page,
        /customer\/order\/track$/,
        () => goto(page, `${WEB}/profile?page=my-orders&orderId=${memo.offlineOrder}`),
        60000,
      );
      await see(page, 'Payment Denied', 30000);
      await see(page, note, 10000);
      await noBrokenValues(page);
      return "denied, with the business's note";
    },
  },
];

const MESSAGE = 'Where is my prescription order?';

/** The chat with the business: at the top of the inbox's list, under the business's name (config business_name). */
async function openSupport(page, WEB) {
  await expectCall(page, /customer\/message\/list$/, () => goto(page, `${WEB}/profile?page=inbox`), 60000);
  await see(page, 'Messages', 30000);
  await expectCall(page, /customer\/message\/details$/, () =>
    page.getByText('Demo Mart', { exact: true }).first().click({ timeout: 30000 }),
  );
}

export const chatSteps = [
  {
    name: 'chat-open',
    async run({ page, WEB }) {
      await openSupport(page, WEB);
      await page.getByPlaceholder('Start a new message').waitFor({ timeout: 30000 });
    },
  },
  {
    name: 'chat-send',
    async run({ page }) {
      await page.getByPlaceholder('Start a new message').fill(MESSAGE);
      const sent = await expectCall(page, /customer\/message\/send$/, () =>
        page.locator('[data-testid="SendIcon"]').first().click(),
      );
      await see(page, MESSAGE, 20000);
      const answer = await sent.json();
      return `conversation ${answer.conversation?.id}, ${answer.messages?.length} message(s)`;
    },
  },
  {
    name: 'chat-answer',
    async run({ page, WEB }) {
      // The client hears of an answer by a push (Firebase, not here); a customer opens the chat again.
      for (let i = 0; i < 5; i++) {
        await openSupport(page, WEB);
        const heard = await page
          .getByText(/customer support/i)
          .first()
          .waitFor({ timeout: 5000 })
          .then(() => true)
          .catch(() => false);
        if (heard) return 'the support agent answered';
      }
      throw new Error('no answer from support in the thread');
    },
  },
];
