import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Issue 5: catalogue pages, product card, item detail view and dialog, item configuration (core §2, §4, §5). */

const MODULES = {
  food: { id: 1, module_type: 'food' },
  grocery: { id: 2, module_type: 'grocery' },
  pharmacy: { id: 3, module_type: 'pharmacy' },
  ecommerce: { id: 4, module_type: 'ecommerce' },
  rental: { id: 6, module_type: 'rental' },
};

async function seed(
  page: Page,
  module: keyof typeof MODULES,
  opts: { lang?: 'en' | 'ar'; theme?: 'light' | 'dark' } = {},
) {
  await page.addInitScript(
    ([m, lang, theme]) => {
      localStorage.setItem('module', m!);
      localStorage.setItem('zoneid', '[1,2,3]');
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.757989, lng: 90.360587 }));
      localStorage.setItem('location', 'Dhanmondi, Dhaka');
      if (lang) localStorage.setItem('language-setting', lang);
      if (theme) localStorage.setItem('theme-mode', theme);
    },
    [JSON.stringify(MODULES[module]), opts.lang ?? '', opts.theme ?? ''],
  );
}

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('catalogue', () => {
  test('core §2 /home per module: sections, cards, store lists capped at 12, category search forms, no serious axe violations', async ({
    page,
  }) => {
    await seed(page, 'food');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    const popular = page.getByTestId('popular-items');
    await expect(popular.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('featured-categories').getByTestId('category-tile').first()).toBeVisible();
    await expect(page.getByTestId('item-campaigns')).toContainText('Eid Special Platter');
    await expect(page.getByTestId('latest-stores').getByTestId('store-card').first()).toBeVisible();
    expect(await page.getByTestId('latest-stores').getByTestId('store-card').count()).toBeLessThanOrEqual(12);
    // A card of a recommended, halal, non-veg food item shows its badges and the veg/non-veg mark.
    const burger = page.getByTestId('product-card').filter({ hasText: 'Classic Beef Burger' }).first();
    await expect(burger.getByTestId('recommended-badge')).toBeVisible();
    await expect(burger.getByTestId('halal-badge')).toBeVisible();
    await expect(burger.getByTestId('non-veg-mark')).toBeVisible();
    await expect(burger).toContainText('৳250.00');
    expect(await serious(page)).toEqual([]);

    // core §2: the category form carries search=category, id, module_id, name, data_type=category.
    await page.getByTestId('featured-categories').getByTestId('category-tile').filter({ hasText: 'Burgers' }).click();
    await expect(page).toHaveURL(/\/home\?search=category&id=1&module_id=1&name=Burgers&data_type=category/);
    await expect(page.getByTestId('category-items').getByTestId('product-card').first()).toBeVisible();
    await page.goto('/home');
    await page.getByTestId('all-categories-link').click();
    await expect(page).toHaveURL(/\/home\?search=allCategories&from=allCategories&data_type=new/);
    await expect(page.getByTestId('category-list')).toContainText('Desserts');
  });

  test('core §2 side drawer groups, /categories, /category/[id], /store/latest, /store/popular and a store page', async ({
    page,
  }) => {
    await seed(page, 'grocery');
    await page.goto('/home');
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('side-drawer');
    await drawer.getByText('Categories').click();
    await expect(drawer.getByRole('link', { name: 'Snacks' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'View all' }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/categories');
    await page.getByTestId('category-tile').filter({ hasText: 'Dairy' }).click();
    await expect(page).toHaveURL(/\/category\/13\?module_id=2/);
    await expect(page.getByTestId('category-items')).toContainText('Greek Yogurt');

    await page.goto('/store/popular');
    await expect(page.getByTestId('popular-store-list').getByTestId('store-card').first()).toBeVisible();
    await page.goto('/store/latest');
    await page.getByTestId('store-card').filter({ hasText: 'Fresh Mart' }).click();
    await expect(page).toHaveURL(/\/store\/fresh-mart\?id=6&module_id=2&lat=23\.7563&lng=90\.3662&store_zone_id=2/);
    await expect(page.getByTestId('store-header')).toContainText('Fresh Mart');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await serious(page)).toEqual([]);
    // core §2: on the store's own page the item dialog hides the store link.
    await page
      .getByRole('region', { name: 'Fresh Mart' })
      .getByTestId('product-card')
      .filter({ hasText: 'Greek Yogurt' })
      .getByTestId('quick-view')
      .click();
    await expect(page.getByTestId('item-dialog')).toContainText('Greek Yogurt');
    await expect(page.getByTestId('item-dialog').getByTestId('store-link')).toHaveCount(0);
    expect(await serious(page)).toEqual([]);
  });

  test('core §4 §5 food item: a required single group, a multi group with min/max, add-ons, update to cart', async ({
    page,
  }) => {
    await seed(page, 'food');
    await page.goto('/product/crispy-chicken-burger?module_id=1');
    const detail = page.getByTestId('item-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Crispy Chicken Burger');
    await expect(detail.getByTestId('quantity')).toHaveText('01');
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Variation Size can not remain without selection.')).toBeVisible();

    const size = detail.getByTestId('food-group-Size');
    await size.getByRole('radio', { name: /Regular/ }).click();
    await size.getByRole('radio', { name: /Regular/ }).click();
    await expect(size.getByRole('radio', { name: /Regular/ })).toHaveAttribute('aria-checked', 'false');
    await size.getByRole('radio', { name: /Regular/ }).click();
    await size.getByRole('radio', { name: /Large/ }).click();
    await expect(size.getByRole('radio', { name: /Regular/ })).toHaveAttribute('aria-checked', 'false');
    await expect(detail.getByTestId('item-total')).toHaveText('৳260.00');

    const toppings = detail.getByTestId('food-group-Toppings');
    await expect(toppings.getByTestId('variation-hint')).toHaveText(
      'This Variation needs to be selected in between minimum 1 and Maximum 2 items.',
    );
    for (const name of ['Pickles', 'Onion Rings', 'Mushrooms'])
      await toppings.getByRole('checkbox', { name: new RegExp(name) }).click();
    await detail.getByTestId('add-to-cart').click();
    await expect(
      toast(page, 'Selected variation named Toppings must be in between Minimum 1 and Maximum 2'),
    ).toBeVisible();
    await toppings.getByRole('checkbox', { name: /Mushrooms/ }).click();

    const cheese = detail.getByTestId('add-on-1');
    await expect(cheese.getByRole('button', { name: 'More Extra Cheese' })).toBeDisabled();
    await cheese.getByRole('checkbox').check();
    await cheese.getByRole('button', { name: 'More Extra Cheese' }).click();
    await expect(cheese).toContainText('02');
    await detail.getByTestId('quantity-plus').click();
    // (220 + 40 + 10 + 25) × 2 + 30 × 2
    await expect(detail.getByTestId('item-total')).toHaveText('৳650.00');
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Item added to cart.')).toBeVisible();
    await expect(detail.getByTestId('add-to-cart')).toHaveText('Update To Cart');
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'No changes found to update.')).toBeVisible();
    await detail.getByTestId('quantity-plus').click();
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Updated successfully')).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });

  test('core §2 item dialog from quick view: sanitized description, read more, Out of Limits at maximum_cart_quantity', async ({
    page,
  }) => {
    await seed(page, 'food');
    await page.goto('/store/pizza-palace?id=2&module_id=1');
    // The store's own items (its popular row below repeats some).
    await page
      .getByRole('region', { name: 'Pizza Palace' })
      .getByTestId('product-card')
      .filter({ hasText: 'Veggie Supreme Pizza' })
      .getByTestId('quick-view')
      .click();
    const dialog = page.getByTestId('item-dialog');
    await expect(dialog.getByTestId('discount-badge')).toHaveText('10% off');
    await expect(dialog.getByTestId('item-price')).toHaveText('৳405.00');
    const description = dialog.getByTestId('item-description');
    await expect(description).toContainText('Loaded with peppers');
    // docs/design.md "Security": the seeded <script> and <img onerror> never reach the page.
    await expect(description.locator('script, [onerror]')).toHaveCount(0);
    await expect(description.getByRole('button', { name: 'Read more' })).toHaveCount(0);
    await expect(dialog.getByTestId('nutrition')).toContainText('Fibre');
    await expect(dialog.getByTestId('tag-chips')).toContainText('vegetarian');
    expect(await serious(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/product/mango-lassi?module_id=1');
    const detail = page.getByTestId('item-detail');
    for (let i = 0; i < 3; i++) await detail.getByTestId('quantity-plus').click();
    await expect(detail.getByTestId('quantity')).toHaveText('03');
    await expect(toast(page, 'Out of Limits')).toBeVisible();
    await expect(detail.getByTestId('quantity-minus')).toBeEnabled();
  });

  test('core §4 §5 grocery item: choice options with an out-of-stock variation, then added from the card', async ({
    page,
  }) => {
    await seed(page, 'grocery');
    await page.goto('/product/potato-chips?module_id=2');
    const detail = page.getByTestId('item-detail');
    await expect(detail.getByTestId('stock-status')).toHaveText('In Stock');
    await detail.getByTestId('quantity-plus').click();
    await detail.getByRole('radio', { name: 'Masala' }).click();
    await expect(detail.getByTestId('quantity')).toHaveText('01');
    await expect(detail.getByTestId('item-price')).toHaveText('৳45.00');
    await expect(detail.getByTestId('variation-out-of-stock')).toHaveText(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
    await expect(detail.getByTestId('out-of-stock-button')).toBeDisabled();
    await expect(detail.getByTestId('out-of-stock-button')).toHaveText('Out of Stock');
    await detail.getByRole('radio', { name: 'Salted' }).click();
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Item added to cart.')).toBeVisible();

    await page.goto('/store/fresh-mart?id=6&module_id=2');
    const milk = page
      .getByRole('region', { name: 'Fresh Mart' })
      .getByTestId('product-card')
      .filter({ hasText: 'Fresh Milk 1L' });
    // Sold out: the card's add opens the item dialog, whose button says why.
    await milk.getByTestId('card-add').click();
    await expect(page.getByTestId('item-dialog').getByTestId('out-of-stock-button')).toHaveText('Out of Stock');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('item-dialog')).toBeHidden();
    const bananas = page
      .getByRole('region', { name: 'Fresh Mart' })
      .getByTestId('product-card')
      .filter({ hasText: 'Organic Bananas' });
    await expect(bananas.getByTestId('organic-badge')).toBeVisible();
    await bananas.getByTestId('card-add').click();
    // core §4 Adding to the cart: the chips came from another store, so the card's add asks first.
    const conflict = page.getByTestId('cart-conflict');
    await expect(conflict).toContainText('You have item from another store in cart.');
    await conflict.getByRole('button', { name: 'Add item' }).click();
    await expect(
      toast(page, 'Your cart has been cleared successfully. And selected item added to the cart.'),
    ).toBeVisible();
    await expect(bananas.getByTestId('card-stepper')).toContainText('01');
  });

  test('core §5 pharmacy item needing a prescription', async ({ page }) => {
    await seed(page, 'pharmacy');
    await page.goto('/product/amoxicillin-250mg?module_id=3');
    const detail = page.getByTestId('item-detail');
    await expect(detail.getByTestId('prescription-note')).toHaveText('prescription is required');
    await expect(detail.getByTestId('generic-name')).toContainText('Amoxicillin');
    await expect(detail.getByTestId('store-link')).toHaveText('HealthPlus Pharmacy');
  });

  test('core §4 an item outside its availability window: Not Available now, the window and the scheduled-order flag', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(2025, 5, 15, 12, 0, 0));
    await seed(page, 'food');
    await page.goto('/product/chocolate-lava-cake?module_id=1');
    const detail = page.getByTestId('item-detail');
    await expect(detail.getByTestId('not-available')).toContainText('Not Available now');
    await expect(detail.getByTestId('not-available')).toContainText('Available will be 3:00 AM – 4:00 AM');
    await expect(detail.getByTestId('scheduled-order')).toBeVisible();
    await expect(detail.locator('[data-scheduled-order="true"]')).toHaveCount(1);
  });

  test('core §2 §4 a campaign item: Order Now', async ({ page }) => {
    await seed(page, 'food');
    await page.goto('/home');
    await page
      .getByTestId('item-campaigns')
      .getByTestId('product-card')
      .filter({ hasText: 'Eid Special Platter' })
      .getByTestId('quick-view')
      .click();
    const dialog = page.getByTestId('item-dialog');
    await expect(dialog.getByTestId('campaign-badge')).toBeVisible();
    await expect(dialog.getByTestId('buy-now')).toHaveText('Order Now');
    await expect(dialog.getByTestId('item-price')).toHaveText('৳552.50');
    await dialog.getByTestId('add-to-cart').click();
    await expect(toast(page, 'Item added to cart.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('core §2 rental: vehicle search by category and for all categories', async ({ page }) => {
    await seed(page, 'rental');
    await page.goto('/rental/vehicle-search?all_category=1');
    await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
    // issue 10: the card names its provider, not the word "Provider"; the price reads as every price does.
    const corolla = page.getByTestId('vehicle-card').filter({ hasText: 'Toyota Corolla' });
    await expect(corolla.getByTestId('vehicle-provider')).toHaveText('City Car Rentals');
    await expect(page.getByTestId('vehicle-card').filter({ hasText: 'Nissan Urvan' })).toContainText(
      '৳1,200.00 / hour',
    );
    // issue 16: the card opens the vehicle; its provider's name opens the provider.
    await corolla.getByTestId('vehicle-provider').click();
    await page.waitForURL(/provider-details/);
    await expect(page).toHaveURL(/\/rental\/provider-details\?id=\d+/);
    await expect(page.getByTestId('provider-header')).toBeVisible();
  });

  test('core §4 §5 in Arabic: the grocery journey and the food messages, right to left', async ({ page }) => {
    await seed(page, 'grocery', { lang: 'ar' });
    await page.goto('/product/potato-chips?module_id=2');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const detail = page.getByTestId('item-detail');
    await expect(detail.getByTestId('stock-status')).toHaveText('متوفر في المخزون');
    await detail.getByRole('radio', { name: 'Masala' }).click();
    await expect(detail.getByTestId('variation-out-of-stock')).toHaveText(
      'هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة.',
    );
    await detail.getByRole('radio', { name: 'Salted' }).click();
    await detail.getByTestId('add-to-cart').click();
    await expect(detail.getByTestId('add-to-cart')).toHaveText('تحديث السلة');
    await detail.getByTestId('add-to-cart').click();
    await expect(toast(page, 'لم يتم العثور على تغييرات للتحديث.')).toBeVisible();
    expect(await serious(page)).toEqual([]);

    // A second tab (without this page's seed script) switches to food.
    const food = await page.context().newPage();
    await food.goto('/home');
    await food.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'food' })));
    await food.goto('/product/crispy-chicken-burger?module_id=1');
    await food.getByTestId('add-to-cart').click();
    await expect(toast(food, 'لا يمكن ترك الخيار Size دون تحديد.')).toBeVisible();
    await expect(food.getByTestId('add-ons')).toContainText('الإضافات (اختياري)');
    await expect(food.getByTestId('food-group-Toppings').getByTestId('variation-hint')).toHaveText(
      'يجب اختيار ما بين 1 كحد أدنى و2 كحد أقصى من هذا الخيار.',
    );
  });
});
