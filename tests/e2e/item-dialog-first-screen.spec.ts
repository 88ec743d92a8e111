import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedDevice } from './device';

// core §2 Item detail dialog on a phone: the picture leaves the item's name, price and the start of its
// options on the first screen, and the quantity and Add to Cart stay at the sheet's foot however far the
// options scroll, so the customer never scrolls a screen down to add what they chose.

const WORDS = {
  en: { quickView: 'Quick view of Classic Beef Burger', add: 'Add to Cart', more: 'Increase quantity' },
  ar: { quickView: 'عرض سريع لـ Classic Beef Burger', add: 'أضف إلى السلة', more: 'زيادة الكمية' },
} as const;

const SCREEN = { width: 390, height: 844 };

test.use({ viewport: SCREEN });

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

const top = async (l: Locator) => (await l.boundingBox())?.y ?? Infinity;
const bottom = async (l: Locator) => {
  const box = await l.boundingBox();
  return box ? box.y + box.height : Infinity;
};
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test(`core §2 Item dialog on a phone: name, price and options on the first screen, Add to Cart always at the foot (${lang})`, async ({
    page,
  }) => {
    await seedDevice(page, { lang, module: { id: 1, module_type: 'food' } });
    await page.goto('/store/burger-barn?id=1&module_id=1');
    await page.getByRole('button', { name: w.quickView }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Classic Beef Burger' });
    const name = dialog.getByTestId('item-detail').getByRole('heading', { name: 'Classic Beef Burger' });
    const price = dialog.getByTestId('item-price');
    const size = dialog.getByRole('group', { name: 'Size', exact: true });
    const add = dialog.getByRole('button', { name: w.add });
    await expect(name).toBeVisible();
    await expect(size).toBeVisible();

    // Without a scroll: Add to Cart is on the screen, and above its bar the name, price and the Size choices.
    const barTop = await top(add);
    expect(await bottom(add)).toBeLessThanOrEqual(SCREEN.height);
    for (const [what, l] of [
      ['name', name],
      ['price', price],
      ['the Size group', size.getByRole('radio').first()],
    ] as const) {
      expect(await top(l), `${what} starts below the first screen`).toBeGreaterThanOrEqual(0);
      expect(await bottom(l), `${what} is under the Add to Cart bar`).toBeLessThanOrEqual(barTop);
    }

    // Scrolled to the end of the options, the quantity and Add to Cart are still there, at the same place.
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(dialog.getByRole('button', { name: w.more })).toBeInViewport();
    await expect(add).toBeInViewport();
    expect(Math.abs((await top(add)) - barTop)).toBeLessThanOrEqual(2);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // The bar works: a size chosen, two of them added from the foot of the sheet.
    await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
    await size.getByRole('radio').first().click();
    await dialog.getByRole('button', { name: w.more }).click();
    await add.click();
    // The dialog closes once the cart has taken the item.
    await expect(dialog).toBeHidden();
  });
}
