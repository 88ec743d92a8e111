import { expect, test } from '@playwright/test';
import { seed, item, add, login, serious, toast, drawer, lineOf, openCart, closeCart } from './cart-helpers';

// Traces off: parallel runs of other specs share test-results/ and remove each other's trace files.
test.use({ trace: 'off' });

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('in Arabic', () => {
  test('core §2, §4 in ar (right-to-left): the drawers open from the inline end, the conflict, the quantity and the guest choice read in Arabic', async ({
    page,
    request,
  }) => {
    const bananas = await item(request, 101, 2);
    const rice = await item(request, 105, 2);
    await seed(page, 'grocery', { lang: 'ar' });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await openCart(page);
    await expect(drawer(page)).toContainText('سلة التسوق');
    await expect(drawer(page)).toContainText('سلتك فارغة');
    // Inline end in right-to-left is the left edge.
    expect((await drawer(page).boundingBox())!.x).toBeCloseTo(0, 0);
    await closeCart(page);

    await add(page, bananas);
    await expect(toast(page, 'تمت إضافة المنتج إلى السلة.')).toBeVisible();
    await add(page, rice);
    await expect(page.getByTestId('cart-conflict')).toContainText('لديك منتج من متجر آخر في السلة.');
    await page.getByTestId('cart-conflict').getByRole('button', { name: 'إضافة المنتج' }).click();
    await expect(toast(page, 'تم إفراغ سلتك بنجاح، وأُضيف المنتج المحدد إلى السلة.')).toBeVisible();
    // Arabic's own plural forms: one line is "one product", not a count.
    await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('سلة التسوق, منتج واحد');

    await openCart(page);
    const line = lineOf(page, 'Basmati Rice 5kg');
    await expect(page.getByTestId('free-delivery-text')).toHaveText('لقد حصلت على رسوم توصيل مخفضة');
    await line.getByTestId('cart-line-plus').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('02');
    await line.getByTestId('cart-line-plus').click();
    await expect(toast(page, 'تجاوز الحد المسموح')).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('guest-choice')).toContainText('كيف تريد إتمام الشراء؟');
    await page.getByTestId('guest-choice').getByRole('button', { name: 'المتابعة كضيف' }).click();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الشراء');
  });

  test('core §2 Wishlist drawer in ar: tabs, empty texts and the delete confirmation', async ({ page, request }) => {
    const token = await login(request);
    await request.post('/api/v1/customer/wish-list/add?item_id=101', { headers: { Authorization: `Bearer ${token}` } });
    await seed(page, 'grocery', { lang: 'ar', token });
    await page.goto('/home');
    await page.getByTestId('wishlist-badge').click();
    const wl = page.getByTestId('wishlist-drawer');
    await expect(wl).toContainText('المفضلة');
    expect((await wl.boundingBox())!.x).toBeCloseTo(0, 0);
    await expect(page.getByTestId('wishlist-tab-items')).toHaveText('المنتجات');
    await page.getByTestId('wishlist-tab-stores').click();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('لا توجد متاجر مفضلة');
    await page.getByTestId('wishlist-tab-items').click();
    await wl.getByTestId('wishlist-delete').click();
    await expect(page.getByTestId('wishlist-remove-confirm')).toContainText('هل أنت متأكد أنك تريد حذف هذا المنتج؟');
    expect(await serious(page)).toEqual([]);
    await page.getByTestId('wishlist-remove-confirm').getByRole('button', { name: 'نعم' }).click();
    await expect(wl.getByTestId('wishlist-empty')).toHaveText('لا توجد منتجات مفضلة');
  });
});

test.describe('screenshots', () => {
  test.skip(!process.env.CART_SHOTS, 'set CART_SHOTS=1 to write /tmp/shots');
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`both drawers at phone width, ${lang} ${theme}`, async ({ page, request }) => {
        const token = await login(request);
        for (const q of ['item_id=101', 'item_id=107', 'store_id=6'])
          await request.post(`/api/v1/customer/wish-list/add?${q}`, { headers: { Authorization: `Bearer ${token}` } });
        for (const [id, quantity] of [
          [101, 2],
          [107, 1],
        ] as const) {
          await request.post('/api/v1/customer/cart/add', {
            headers: { Authorization: `Bearer ${token}`, moduleId: '2' },
            data: {
              item_id: id,
              model: 'Item',
              price: id === 101 ? 80 : 150,
              quantity,
              variation: [],
              add_on_ids: [],
              add_on_qtys: [],
            },
          });
        }
        await seed(page, 'grocery', { lang, theme, token });
        await page.goto('/home');
        await openCart(page);
        await expect(lineOf(page, 'Greek Yogurt')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/cart-${lang}-${theme}.png` });
        await closeCart(page);
        await page.getByTestId('wishlist-badge').click();
        await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/wishlist-${lang}-${theme}.png` });
      });
    }
  }
});
