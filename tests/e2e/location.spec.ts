import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serious, toast, stored, prepare, mapCanvas } from './location-helpers';

/** Issue 4: location picker, map, module popup and side rail (core §2, §4; acc §2, §4). */

const DHANMONDI_27 = 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh';

const GROCERY = { id: 2, module_type: 'grocery', module_name: 'Grocery' };

async function searchPlace(page: Page, text: string, pick: string) {
  const picker = page.getByTestId('location-picker');
  await picker.getByTestId('location-search').fill(text);
  await picker.getByTestId('location-suggestions').getByRole('button', { name: pick }).click();
}

async function guestId(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/guest/request');
  return String(((await res.json()) as { guest_id: number | string }).guest_id);
}

async function rentalCart(request: APIRequestContext, guest: string) {
  const res = await request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guest}`, {
    headers: { moduleId: '6', Accept: 'application/json' },
  });
  return ((await res.json()) as { carts: unknown[] }).carts;
}

async function addVehicle(
  request: APIRequestContext,
  guest: string,
  trip: { vehicle: number; zone: string; pickup: { lat: number; lng: number }; hourly: boolean },
) {
  const res = await request.post('/api/v1/rental/user/cart/add-to-cart', {
    headers: { moduleId: '6', zoneId: trip.zone, Accept: 'application/json' },
    data: {
      guest_id: guest,
      vehicle_id: trip.vehicle,
      quantity: 1,
      ...(trip.hourly
        ? { rental_type: 'hourly', estimated_hours: 2 }
        : { rental_type: 'distance_wise', distance: 12, destination_time: 1 }),
      pickup_location: { ...trip.pickup, location_name: 'Pickup point' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeEach(async ({ request }) => {
  await request.post('/__test/reset');
});

test.describe('location and modules', () => {
  test('core §4 Location change: a new visitor searches a place, lands on /home and picks a module', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/');
    await expect(page.getByTestId('location-start')).toContainText('Choose a location to start');
    expect(await serious(page)).toEqual([]);

    await page.getByTestId('landing-choose-location').click();
    const picker = page.getByTestId('location-picker');
    await expect(picker).toBeVisible();
    await expect(picker).toContainText('To select from saved addresses, you need to sign in.');
    expect(await serious(page)).toEqual([]);

    const landed = page.waitForURL('**/home');
    await searchPlace(page, 'dhanmondi 27', DHANMONDI_27);
    await landed;
    await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
    expect(await stored(page, 'location')).toBe(DHANMONDI_27);
    expect(JSON.parse((await stored(page, 'currentLatLng'))!)).toEqual({ lat: 23.7557, lng: 90.3753 });
    // Stored verbatim, as the zone lookup returned it: smallest zone first.
    expect(await stored(page, 'zoneid')).toBe('[2,1]');

    // core §2 Module selection popup: /home without a module opens it.
    const popup = page.getByTestId('module-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Select Module');
    await expect(popup).toContainText('Select a type of module for your orders.');
    await expect(popup.getByRole('button', { name: 'Grocery' })).toBeVisible();
    expect(await serious(page)).toEqual([]);
    // Closing without any module warns, and the popup stays.
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup.getByRole('alert')).toHaveText('A module must be selected to continue.');
    await expect(page.getByText('A module must be selected to continue.', { exact: true }).last()).toBeVisible();
    await expect(popup).toBeVisible();

    await popup.getByRole('button', { name: 'Grocery' }).click();
    await expect(toast(page, 'A Module has been selected.')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    expect(JSON.parse((await stored(page, 'module'))!)).toMatchObject({ id: 2, module_type: 'grocery' });

    // acc §2 Header: zone and location; the side rail marks the module in use. The next load asks nothing.
    await expect(page.getByTestId('location-address').filter({ visible: true })).toHaveText(DHANMONDI_27);
    await expect(page.getByTestId('location-zone').filter({ visible: true })).toContainText('Dhanmondi');
    await expect(page.getByTestId('module-rail').getByRole('button', { name: 'Grocery' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.reload();
    await expect(page.getByTestId('module-rail')).toBeVisible();
    await expect(page.getByTestId('module-popup')).toHaveCount(0);

    // The popup highlights the previous choice when it opens again (the module is not offered in Uttara).
    await page.evaluate(() => localStorage.setItem('module', JSON.stringify({ id: 3, module_type: 'pharmacy' })));
    await page.evaluate(() => localStorage.setItem('zoneid', '[3]'));
    await page.reload();
    await expect(page.getByTestId('module-popup')).toBeVisible();
    await expect(page.getByTestId('module-popup').getByRole('button', { name: 'Pharmacy' })).toHaveCount(0);
    // (The rail is behind the modal popup, so it is counted without the accessibility tree.)
    await expect(page.getByTestId('module-rail').locator('button:not([data-testid=module-rail-all])')).toHaveCount(5);
  });

  test('acc §4 Map: a visitor picks a point with a click on the map; outside every zone nothing is stored', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/');
    await page.getByTestId('landing-choose-location').click();
    await page.getByTestId('pick-on-map').click();
    const canvas = await mapCanvas(page);
    const address = page.getByTestId('map-address');
    await expect(page.getByTestId('use-this-point')).toBeEnabled();
    await expect(address).toContainText('Dhaka');
    expect(await serious(page)).toEqual([]);

    // Far south of the city (the map starts at zoom 9 on the zones): the server's message, nothing stored.
    const box = (await canvas.boundingBox())!;
    const start = await address.textContent();
    await canvas.click({ position: { x: box.width / 2, y: box.height - 12 } });
    await expect(address).not.toHaveText(start!);
    await expect(page.getByTestId('use-this-point')).toBeEnabled();
    await page.getByTestId('use-this-point').click();
    await expect(page.getByTestId('location-problem')).toHaveText('Service not available in this area');
    expect(await stored(page, 'zoneid')).toBeNull();

    // WCAG 2.2 dragging alternative: a button moves the map; the new centre is named and the message goes.
    const before = await address.textContent();
    await page.getByRole('button', { name: 'Move the map up' }).click();
    await expect(page.getByTestId('location-problem')).toHaveCount(0);
    await expect(address).not.toHaveText(before!);

    // Back to the start: a click east of the centre, in Dhaka Central but outside Dhanmondi.
    await page.getByRole('button', { name: 'Other ways to choose' }).click();
    await page.getByTestId('pick-on-map').click();
    const fresh = await mapCanvas(page);
    await expect(page.getByTestId('use-this-point')).toBeEnabled();
    const now = (await fresh.boundingBox())!;
    const centre = await address.textContent();
    await fresh.click({ position: { x: now.width / 2 + 40, y: now.height / 2 } });
    await expect(address).not.toHaveText(centre!);
    await expect(page.getByTestId('use-this-point')).toBeEnabled();
    const landed = page.waitForURL('**/home');
    await page.getByTestId('use-this-point').click();
    await landed;
    await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
    expect(await stored(page, 'zoneid')).toBe('[1]');
    expect(await stored(page, 'location')).toContain('Dhaka');
    await expect(page.getByTestId('module-popup')).toBeVisible();
  });

  test('core §4 Location change: the current location (granted) is stored; a refused one offers the other ways', async ({
    browser,
  }) => {
    const granted = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: test.info().project.use.baseURL,
      permissions: ['geolocation'],
      geolocation: { latitude: 23.7461, longitude: 90.3742 },
    });
    const page = await granted.newPage();
    await page.goto('/');
    const landed = page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await landed;
    await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
    expect(await stored(page, 'location')).toBe('Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh');
    expect(await stored(page, 'zoneid')).toBe('[2,1]');
    await granted.close();

    const refused = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: test.info().project.use.baseURL,
      permissions: [],
    });
    const other = await refused.newPage();
    await other.goto('/');
    await other.getByTestId('landing-choose-location').click();
    await other.getByTestId('use-current-location').click();
    await expect(other.getByTestId('location-notice')).toHaveText(
      'We could not get your current location. Search for a place or pick it on the map instead.',
    );
    await expect(other.getByTestId('location-problem')).toHaveCount(0);
    await expect(other.getByTestId('location-search')).toBeEnabled();
    expect(await stored(other, 'zoneid')).toBeNull();
    await refused.close();
  });

  test('core §4 Location change: a signed-in customer picks a saved address', async ({ page, request }) => {
    const login = await request.post('/api/v1/auth/login', {
      headers: { Accept: 'application/json' },
      data: { email_or_phone: 'demo@example.com', password: '12345678', login_type: 'manual', field_type: 'email' },
    });
    const token = ((await login.json()) as { token: string }).token;
    expect(token).toBeTruthy();
    await prepare(page, { located: true, module: GROCERY, extra: { token } });
    await page.goto('/home');
    await page.getByTestId('location-button').filter({ visible: true }).click();
    // acc §2 the navbar variant: a radio list of the saved addresses; a selection reloads the page.
    const saved = page.getByTestId('location-picker').getByRole('radiogroup', { name: 'Saved addresses' });
    const option = saved
      .getByTestId('saved-address')
      .filter({ has: page.getByRole('radio', { checked: false }) })
      .first();
    await expect(option).toBeVisible();
    const text = (await option.getByTestId('saved-address-line').textContent())!;
    const reloaded = page.waitForEvent('load');
    await option.getByRole('radio').click();
    await reloaded;
    await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
    expect(await stored(page, 'location')).toBe(text);
    // Back in the picker, the chosen address is the checked one.
    await page.getByTestId('location-button').filter({ visible: true }).click();
    await expect(
      page.getByTestId('location-picker').getByTestId('saved-address').filter({ hasText: text }).getByRole('radio'),
    ).toBeChecked();
  });

  test('core §4 Module choice: switching to rental with a cart picked up elsewhere clears it; a matching cart stays', async ({
    page,
    request,
  }) => {
    const guest = await guestId(request);
    // North Rides picks up only in Uttara (zone 3); the customer is now in Dhanmondi ([2,1]).
    await addVehicle(request, guest, { vehicle: 6, zone: '[3]', pickup: { lat: 23.863, lng: 90.4009 }, hourly: false });
    expect(await rentalCart(request, guest)).toHaveLength(1);
    await prepare(page, { located: true, module: GROCERY, extra: { guest_id: guest } });
    await page.goto('/home');
    await page.getByTestId('module-rail').getByRole('button', { name: 'Rental' }).click();
    await expect(
      toast(page, 'Your cart has been cleared as the selected zone does not support the previous pickup point.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(JSON.parse((await stored(page, 'module'))!)).toMatchObject({ id: 6, module_type: 'rental' });
    expect(await rentalCart(request, guest)).toEqual([]);

    // Dhanmondi Wheels picks up in zones 1 and 2: the cart fits where the customer is.
    await addVehicle(request, guest, {
      vehicle: 4,
      zone: '[2,1]',
      pickup: { lat: 23.7557, lng: 90.3753 },
      hourly: true,
    });
    await page.getByTestId('module-rail').getByRole('button', { name: 'Grocery' }).click();
    await expect(toast(page, 'A Module has been selected.')).toBeVisible();
    await page.getByTestId('module-rail').getByRole('button', { name: 'Rental' }).click();
    await expect(toast(page, 'Location set successfully')).toBeVisible();
    expect(await rentalCart(request, guest)).toHaveLength(1);
    // In rental the address is a pickup address.
    await expect(page.getByTestId('location-button').filter({ visible: true })).toContainText('Pickup from');
  });

  test('core §4 Location change: the same journey in Arabic (right to left)', async ({ page }) => {
    await prepare(page, { lang: 'ar' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('location-start')).toContainText('اختر موقعًا للبدء');
    await page.getByTestId('landing-choose-location').click();
    const picker = page.getByTestId('location-picker');
    await expect(picker).toContainText('اختر موقع التوصيل');
    await expect(picker).toContainText('لاختيار عنوان من العناوين المحفوظة، يجب عليك تسجيل الدخول.');
    expect(await serious(page)).toEqual([]);
    const landed = page.waitForURL('**/home');
    await searchPlace(page, 'dhanmondi 27', DHANMONDI_27);
    await landed;
    await expect(toast(page, 'تم اختيار عنوان توصيل جديد.')).toBeVisible();
    const popup = page.getByTestId('module-popup');
    await expect(popup).toContainText('اختر الوحدة');
    await expect(popup).toContainText('اختر نوع الوحدة لطلباتك.');
    expect(await serious(page)).toEqual([]);
    await popup.getByRole('button', { name: 'إغلاق' }).click();
    await expect(popup.getByRole('alert')).toHaveText('يجب اختيار وحدة للمتابعة.');
    await popup.getByRole('button', { name: 'الطعام' }).click();
    await expect(toast(page, 'تم اختيار وحدة.')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('location-button').filter({ visible: true })).toContainText('التوصيل إلى');
    await expect(page.getByTestId('module-rail-all')).toHaveText('كل الوحدات');
  });
});
