import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, placeOrder, reset, seed } from './orders-helpers';

/**
 * Support chat and notifications at 390×844, in English and Arabic (turn4 §6, §4.4–4.5): the customer
 * writes to the business's support from Help & Support and from an order, and the demo support agent
 * answers; an order's news shows as a toast on any page with a link to the order, the header bell counts
 * it and the notifications page lists it.
 */

const T = {
  en: {
    chat: 'Chat with support',
    help: 'Need help with this order?',
    role: 'Customer support',
    message: 'Message',
    send: 'Send',
    onTheWay: 'Your order is on the way.',
    view: 'View order',
    bell: /^Notifications, \d+ unread$/,
    page: 'Notifications',
  },
  ar: {
    chat: 'الدردشة مع الدعم',
    help: 'هل تحتاج مساعدة بشأن هذا الطلب؟',
    role: 'دعم العملاء',
    message: 'الرسالة',
    send: 'إرسال',
    onTheWay: 'طلبك في الطريق.',
    view: 'عرض الطلب',
    bell: /^الإشعارات، \d+ غير مقروءة$/,
    page: 'الإشعارات',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });
// The support agent answers after the server's reply delay; each wait ends as soon as the page shows it.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ request }) => reset(request));

const widthOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function moveOrder(request: APIRequestContext, orderId: number, status: string) {
  const r = await request.post('/__test/order-state', { data: { order_id: orderId, status } });
  expect(r.ok(), await r.text()).toBe(true);
}

for (const lang of ['en', 'ar'] as const) {
  const t = T[lang];

  test(`Support chat (${lang}): from Help & Support and from an order, the support agent answers`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token });
    await seed(page, { lang, token });

    await page.goto('/help-and-support');
    await page.getByRole('link', { name: t.chat }).click();
    await expect(page).toHaveURL(/page=inbox.*with=support|with=support.*page=inbox/);
    const thread = page.getByTestId('chat-thread');
    await expect(thread.getByRole('heading', { name: 'Demo Mart' })).toBeVisible();
    await expect(thread.getByText(t.role)).toBeVisible();
    await thread.getByRole('textbox', { name: t.message }).fill('Hello, I have a question');
    await thread.getByRole('button', { name: t.send }).click();
    await expect(thread.getByTestId('message-own').filter({ hasText: 'Hello, I have a question' })).toBeVisible();
    await expect(thread.getByTestId('message-theirs').first()).toContainText('customer support', { timeout: 30_000 });
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);

    // From the order: the same support conversation, the message carrying the order.
    await page.goto(`/my-orders/${orderId}`);
    await page.getByRole('link', { name: t.help }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`));
    await expect(
      page.getByTestId('chat-thread').getByTestId('message-own').filter({ hasText: 'Hello, I have a question' }),
    ).toBeVisible();

    // The inbox lists it under the business's name.
    await page.goto('/settings?page=inbox');
    await expect(page.getByTestId('conversation-row').filter({ hasText: 'Demo Mart' })).toBeVisible();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`Notifications (${lang}): an order's news toasts on any page with a link, the bell counts it, the page lists it`, async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const orderId = await placeOrder(request, { token });
    await seed(page, { lang, token });
    const first = page.waitForResponse((r) => r.url().includes('/api/v1/customer/notifications') && r.ok());
    await page.goto('/help-and-support');
    await first;

    await moveOrder(request, orderId, 'picked_up');
    const toast = page
      .getByRole('status')
      .filter({ hasText: t.onTheWay })
      .or(page.getByRole('alert').filter({ hasText: t.onTheWay }));
    await expect(toast.first()).toContainText(String(orderId), { timeout: 30_000 });
    const bell = page.getByRole('link', { name: t.bell });
    await expect(bell).toBeVisible();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);

    await toast.first().getByRole('button', { name: t.view }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));

    await bell.click();
    await expect(page.getByRole('heading', { name: t.page, level: 1 })).toBeVisible();
    await expect(page.getByTestId('notification').first()).toContainText(t.onTheWay);
    await expect(page.getByRole('link', { name: t.page, exact: true })).toBeVisible();
    expect(await widthOverflow(page)).toBeLessThanOrEqual(0);
  });
}
