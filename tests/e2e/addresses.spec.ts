import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordToasts, seedDevice, shownToasts } from './device';
import { tokenOf, openAddModal } from './addresses-helpers';

/** issue 12: the address book with its map, the address modal's rules and the guest's own address and contact. */

const TEXT = {
  en: {
    addressRequired: 'Address is required',
    nameRequired: 'Name is required',
    phoneRequired: 'Phone Number is required',
    menu: 'My Addresses',
    noContact: 'No Contact Info Added',
    enterContact: 'Please enter your contact info',
    addAddress: 'Please add your delivery address',
    contactName: 'Please enter the name of the person to contact',
    contactPhone: 'Please enter a phone number we can call',
    contactEmail: 'Please enter an e-mail address for order updates',
    contactEmailBad: 'Please enter a valid e-mail address, like name@example.com',
    other: 'Other',
    empty: 'You have no saved addresses yet. Add one to check out faster.',
    noneToSelect: 'No saved addresses found to select.',
    oops: 'Oops - You don’t have any saved address yet. please save address to continue',
    view: 'View Saved Address',
  },
  ar: {
    addressRequired: 'العنوان مطلوب',
    nameRequired: 'الاسم مطلوب',
    phoneRequired: 'رقم الهاتف مطلوب',
    menu: 'عناويني',
    noContact: 'لم تتم إضافة معلومات الاتصال',
    enterContact: 'يرجى إدخال معلومات الاتصال الخاصة بك',
    addAddress: 'يرجى إضافة عنوان التوصيل',
    contactName: 'يرجى إدخال اسم الشخص الذي نتواصل معه',
    contactPhone: 'يرجى إدخال رقم هاتف يمكننا الاتصال به',
    contactEmail: 'يرجى إدخال بريد إلكتروني لتلقي تحديثات الطلب',
    contactEmailBad: 'يرجى إدخال بريد إلكتروني صالح، مثل name@example.com',
    other: 'أخرى',
    empty: 'ليس لديك عناوين محفوظة بعد. أضف عنوانًا لإتمام الطلب بشكل أسرع.',
    noneToSelect: 'لا توجد عناوين محفوظة للاختيار منها.',
    oops: 'عذرًا - ليس لديك أي عنوان محفوظ بعد. يرجى حفظ عنوان للمتابعة',
    view: 'عرض العناوين المحفوظة',
  },
} as const;

/** Drags the map like a finger would; the pin stays in the middle, so the point becomes the new centre. */
async function dragMap(page: Page, modal: Locator, dx: number, dy: number) {
  const box = (await modal.getByTestId('address-map').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  const T = TEXT[lang];

  test.describe(`addresses (${lang})`, () => {
    // Whole journeys with a map on a shared 2-core machine: each step waits only for what the page shows.
    test.describe.configure({ timeout: 240_000 });
    test(`Addresses (${lang}): add with the map and the "other" label, edit, then delete after confirming`, async ({
      page,
      request,
    }) => {
      // A chosen module, so /home shows the shop and no module choice over it.
      await seedDevice(page, { lang, token: await tokenOf(request), module: { id: 1, module_type: 'food' } });
      await recordToasts(page);
      await page.goto('/home');
      await page.getByTestId('account-menu-button').click();
      await page.getByTestId('account-menu').getByRole('menuitem', { name: T.menu }).click();
      await expect(page).toHaveURL(/\/profile\?page=address$/);
      const items = page.getByTestId('address-item');
      await expect(items).toHaveCount(2);

      const modal = await openAddModal(page, page.getByTestId('address-add'));
      // The stored location's address is looked up into the field.
      const field = modal.getByTestId('address-field');
      await expect(field).not.toHaveValue('');
      const before = await modal.getByTestId('address-point').innerText();
      await dragMap(page, modal, -90, -70);
      await expect(modal.getByTestId('address-point')).not.toHaveText(before);
      await expect(modal.getByTestId('address-map-spinner')).toHaveCount(0);
      await expect(field).not.toHaveValue('');
      const moved = await modal.getByTestId('address-point').innerText();

      await modal.getByTestId('address-label-other').click();
      await modal.getByTestId('address-label-name').fill('Gym');
      await modal.getByTestId('address-name').fill('Demo Customer');
      await modal.getByTestId('address-phone').fill('1700000009');
      await modal.getByTestId('address-house').fill('12');
      const added = page.waitForResponse((r) => r.url().includes('/customer/address/add'));
      await modal.getByTestId('address-save').click();
      const answer = await added;
      const sent = answer.request().postDataJSON();
      expect(sent).toMatchObject({
        address_type: 'Gym',
        address_label: 'Gym',
        contact_person_number: '+8801700000009',
        house: '12',
      });
      // The pin's point is what was sent.
      expect(`${Number(sent.latitude).toFixed(5)}, ${Number(sent.longitude).toFixed(5)}`).toBe(moved);
      const addMessage = (await answer.json()).message as string;
      await expect(modal).toBeHidden();
      await expect(items).toHaveCount(3);
      const gym = items.filter({ hasText: 'Gym' });
      await expect(gym).toHaveCount(1);
      expect(await shownToasts(page)).toContain(addMessage);

      // Edit: the update call; the new name is listed.
      const editModal = page.getByTestId('address-modal');
      await gym.getByTestId('address-edit').click();
      await expect(editModal).toBeVisible();
      await expect(editModal.getByTestId('address-label-name')).toHaveValue('Gym');
      await editModal.getByTestId('address-name').fill('Dora Demo');
      const updated = page.waitForResponse((r) => r.url().includes('/customer/address/update/'));
      await editModal.getByTestId('address-save').click();
      const updateMessage = (await (await updated).json()).message as string;
      await expect(editModal).toBeHidden();
      await expect(gym).toContainText('Dora Demo');
      expect(await shownToasts(page)).toContain(updateMessage);

      // Delete asks first; Cancel keeps it.
      await gym.getByTestId('address-delete').click();
      const confirm = page.getByTestId('address-delete-confirm');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button').first().click();
      await expect(confirm).toBeHidden();
      await expect(items).toHaveCount(3);
      await gym.getByTestId('address-delete').click();
      const removed = page.waitForResponse((r) => r.url().includes('/customer/address/delete'));
      await confirm.getByRole('button').last().click();
      const removeMessage = (await (await removed).json()).message as string;
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: 'Gym' })).toHaveCount(0);
      expect(await shownToasts(page)).toContain(removeMessage);
    });

    test(`Addresses (${lang}): a place outside every zone shows the server's message and saves nothing; with none saved, the book and the checkout picker say so`, async ({
      page,
      request,
    }) => {
      const token = await tokenOf(request);
      await seedDevice(page, { lang, token, module: { id: 1, module_type: 'food' } });
      await page.goto('/profile?page=address');
      await expect(page.getByTestId('address-item')).toHaveCount(2);
      const modal = await openAddModal(page, page.getByTestId('address-add'));
      // The keyboard path: the place search sets the point without touching the map.
      await modal.getByTestId('address-place-search').fill('Narayan');
      await modal.getByRole('button', { name: /Narayanganj/ }).click();
      await expect(modal.getByTestId('address-field')).toHaveValue(/Narayanganj/);
      await expect(modal.getByTestId('address-point')).toHaveText('23.62380, 90.50000');
      await modal.getByTestId('address-name').fill('Demo Customer');
      await modal.getByTestId('address-phone').fill('1700000009');
      const refused = page.waitForResponse((r) => r.url().includes('/customer/address/add'));
      await modal.getByTestId('address-save').click();
      const answer = await refused;
      expect(answer.status()).toBe(403);
      const message = (await answer.json()).errors[0].message as string;
      await expect(modal.getByTestId('address-problem')).toHaveText(message);
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: lang === 'en' ? 'Close' : 'إغلاق' }).click();
      await expect(page.getByTestId('address-item')).toHaveCount(2);

      // The book emptied (elsewhere): it says so and offers a way to add one.
      const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const { addresses } = (await (await request.get('/api/v1/customer/address/list', { headers: auth })).json()) as {
        addresses: Array<{ id: number }>;
      };
      for (const a of addresses)
        expect(
          (await request.delete(`/api/v1/customer/address/delete?address_id=${a.id}`, { headers: auth })).ok(),
        ).toBe(true);
      await page.reload();
      const empty = page.getByTestId('address-empty');
      await expect(empty).toContainText(T.empty);
      await expect(empty.getByTestId('address-add')).toBeVisible();
      // acc §2 Checkout address picker with nothing saved: the note, and the saved-addresses modal's empty text.
      const line = {
        item_id: 1,
        model: 'Item',
        price: 250,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
        add_on_ids: [],
        add_on_qtys: [],
      };
      expect(
        (
          await request.post('/api/v1/customer/cart/add', {
            headers: { ...auth, moduleId: '1', zoneId: '[2,1]' },
            data: line,
          })
        ).ok(),
      ).toBe(true);
      await page.goto('/checkout?page=cart');
      const picker = page.getByTestId('checkout-address-picker');
      await expect(picker.getByTestId('no-saved-addresses-note')).toHaveText(T.noneToSelect);
      await picker.getByRole('button', { name: T.view }).click();
      await expect(page.getByTestId('saved-addresses-modal')).toContainText(T.oops);
    });

    test(`acc §5 (${lang}): each address-form message, and Reset clears name, number, additional information, house and floor`, async ({
      page,
      request,
    }) => {
      await seedDevice(page, { lang, token: await tokenOf(request) });
      await page.goto('/profile?page=address');
      const modal = await openAddModal(page, page.getByTestId('address-add'));
      await expect(modal.getByTestId('address-field')).not.toHaveValue('');
      // A signed-in customer's new address starts with their own name and phone; emptied, each says what it needs.
      await expect(modal.getByTestId('address-name')).not.toHaveValue('');
      await expect(modal.getByTestId('address-phone')).not.toHaveValue('');
      for (const id of ['address-field', 'address-name', 'address-phone']) await modal.getByTestId(id).fill('');
      await modal.getByTestId('address-save').click();
      await expect(modal.getByText(T.addressRequired, { exact: true })).toBeVisible();
      await expect(modal.getByText(T.nameRequired, { exact: true })).toBeVisible();
      await expect(modal.getByText(T.phoneRequired, { exact: true })).toBeVisible();
      // The messages follow the typing.
      await modal.getByTestId('address-field').fill('Road 27, Dhanmondi');
      await expect(modal.getByText(T.addressRequired, { exact: true })).toHaveCount(0);
      for (const [id, value] of [
        ['address-name', 'Demo'],
        ['address-phone', '1700000009'],
        ['address-house', '12'],
        ['address-floor', '3'],
        ['address-road', '5'],
        ['address-additional', 'Ring twice'],
      ] as const) {
        await modal.getByTestId(id).fill(value);
      }
      await modal.getByTestId('address-reset').click();
      await page.getByTestId('address-reset-confirm').getByRole('button').last().click();
      for (const id of ['address-name', 'address-phone', 'address-house', 'address-floor', 'address-additional'])
        await expect(modal.getByTestId(id)).toHaveValue('');
      await expect(modal.getByTestId('address-road')).toHaveValue('5');
      await expect(modal.getByTestId('address-field')).toHaveValue('Road 27, Dhanmondi');
    });

    test(`Addresses (${lang}): a guest's address and contact stay on the device across a reload`, async ({ page }) => {
      await seedDevice(page, { lang });
      await page.goto('/profile?page=address');
      const card = page.getByTestId('guest-contact-card');
      await expect(card).toContainText(T.noContact);
      await expect(card).toContainText(T.enterContact);
      await expect(page.getByTestId('guest-address-card')).toContainText(T.addAddress);

      // Contact: all three required, each message in its place.
      await card.getByTestId('guest-contact-edit').click();
      const contact = page.getByTestId('guest-contact-modal');
      await contact.getByTestId('contact-save').click();
      await expect(contact.getByText(T.contactName)).toBeVisible();
      await expect(contact.getByText(T.contactPhone)).toBeVisible();
      await expect(contact.getByText(T.contactEmail)).toBeVisible();
      await contact.getByTestId('contact-name').fill('Guest Buyer');
      await contact.getByTestId('contact-phone').fill('1700000002');
      await contact.getByTestId('contact-email').fill('guest@');
      await expect(contact.getByText(T.contactEmailBad)).toBeVisible();
      await contact.getByTestId('contact-email').fill('guest@example.com');
      await contact.getByTestId('contact-save').click();
      await expect(contact).toBeHidden();
      // acc §5 masking: the first 4 and last 3 of a phone, the first 2 before '@' of an e-mail.
      await expect(card.getByTestId('guest-contact-phone')).toHaveText('+880*******002');
      await expect(card.getByTestId('guest-contact-email')).toHaveText('gu***@example.com');

      // Address, with the map, kept with its e-mail on the device.
      const modal = await openAddModal(page, page.getByTestId('guest-address-add'));
      await expect(modal.getByTestId('address-field')).not.toHaveValue('');
      await dragMap(page, modal, 60, 40);
      await expect(modal.getByTestId('address-map-spinner')).toHaveCount(0);
      await modal.getByTestId('address-label-other').click();
      await modal.getByTestId('address-name').fill('Guest Buyer');
      await modal.getByTestId('address-phone').fill('1700000002');
      await modal.getByTestId('address-email').fill('guest@example.com');
      await modal.getByTestId('address-road').fill('Road 5');
      await modal.getByTestId('address-save').click();
      await expect(modal).toBeHidden();
      const saved = page.getByTestId('guest-address');
      await expect(saved).toContainText('Road 5');
      await expect(saved.getByTestId('address-title')).toHaveText(T.other);
      const line = await saved.getByTestId('address-line').innerText();

      await page.reload();
      await expect(page.getByTestId('guest-address').getByTestId('address-line')).toHaveText(line);
      await expect(page.getByTestId('guest-contact-card').getByTestId('guest-contact-name')).toHaveText('Guest Buyer');
      await expect(page.getByTestId('guest-contact-card').getByTestId('guest-contact-phone')).toHaveText(
        '+880*******002',
      );
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_address') ?? 'null'));
      expect(stored).toMatchObject({
        contact_person_email: 'guest@example.com',
        road: 'Road 5',
        address_type: 'other',
      });
    });
  });
}
