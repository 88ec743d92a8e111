import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedDevice } from './device';

/** Issue 13: checkout — a customer can buy (core §4, §5; acc §2, §4, §5, §8, §9; api §3.6, §3.7; api2 §10). */

export const FOOD = { id: 1, module_type: 'food' };

export const HEADERS = (moduleId: number, token?: string) => ({
  moduleId: String(moduleId),
  zoneId: '[2,1]',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export const HOME = {
  address_type: 'home',
  address: 'Road 27, Dhanmondi, Dhaka',
  latitude: '23.757989',
  longitude: '90.360587',
};

export const CONTACT = {
  contact_person_name: 'Rina Ahmed',
  contact_person_number: '+8801711111111',
  contact_person_email: 'rina@example.com',
};

export const BURGER = {
  item_id: 1,
  model: 'Item',
  price: 250,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [],
  add_on_qtys: [],
};

export const FRIES = (quantity = 1) => ({
  item_id: 9,
  model: 'Item',
  price: 100,
  quantity,
  variation: [{ name: 'Size', values: { label: ['Regular'] } }],
  add_on_ids: [],
  add_on_qtys: [],
});

export const T = {
  en: {
    place: 'Place Order',
    placed: 'Order placed successfully',
    cod: 'Cash on delivery',
    paid: 'Paid',
    // acc §2 Checkout address picker.
    heading: 'Delivery Addresses',
    selected: 'Selected Address',
    view: 'View Saved Address',
    savedTitle: 'Saved Addresses',
    cancel: 'Cancel',
    select: 'Select',
    save: 'Save this Address',
    // acc §5, §8, core §5: the spec's own words.
    codLimit: 'The total amount of the order, exceeds maximum amount of the cash on delivery method.',
    couponMin: 'To apply this coupon,the minimum purchase amount is ',
    couponExpired: "This coupon can't be used. It may have expired: check the code and try again.",
    rxMissing: 'Please upload your prescription image.',
    rxFormat: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    rxMax: 'Maximum 3 images can be send at a time.',
    guestOff: 'Guest checkout is not available',
    signedIn: 'Logged in successfully.',
  },
  ar: {
    place: 'تأكيد الطلب',
    placed: 'تم تقديم الطلب بنجاح',
    cod: 'الدفع عند الاستلام',
    paid: 'مدفوع',
    heading: 'عناوين التوصيل',
    selected: 'العنوان المحدد',
    view: 'عرض العناوين المحفوظة',
    savedTitle: 'العناوين المحفوظة',
    cancel: 'إلغاء',
    select: 'اختيار',
    save: 'احفظ هذا العنوان',
    codLimit: 'إجمالي مبلغ الطلب يتجاوز الحد الأقصى لطريقة الدفع عند الاستلام.',
    couponMin: 'لتطبيق هذه القسيمة، الحد الأدنى لمبلغ الشراء هو ',
    couponExpired: 'لا يمكن استخدام هذه القسيمة. ربما انتهت صلاحيتها: تحقق من الرمز وحاول مرة أخرى.',
    rxMissing: 'يُرجى رفع صورة الوصفة الطبية.',
    rxFormat: 'صيغة الملف هذه غير مدعومة. يرجى رفع صور بصيغة JPG أو PNG أو JPEG أو GIF فقط.',
    rxMax: 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة.',
    guestOff: 'الطلب كضيف غير متاح',
    signedIn: 'تم تسجيل الدخول بنجاح.',
  },
};

export async function guestId(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/guest/request');
  return String((await r.json()).guest_id);
}

export async function login(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email' },
  });
  return (await r.json()).token as string;
}

export async function addToCart(
  request: APIRequestContext,
  moduleId: number,
  line: Record<string, unknown>,
  owner: { token?: string; guest?: string },
) {
  const r = await request.post('/api/v1/customer/cart/add', {
    headers: HEADERS(moduleId, owner.token),
    data: { ...line, ...(owner.guest ? { guest_id: owner.guest } : {}) },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

export async function cartOf(request: APIRequestContext, moduleId: number, owner: { token?: string; guest?: string }) {
  const r = await request.get(`/api/v1/customer/cart/list${owner.guest ? `?guest_id=${owner.guest}` : ''}`, {
    headers: HEADERS(moduleId, owner.token),
  });
  return (await r.json()) as unknown[];
}

/** A guest with a cart, an address and contact kept on the device (acc §3). */
export async function asGuest(
  page: Page,
  request: APIRequestContext,
  lines: Record<string, unknown>[],
  opts: { lang?: 'en' | 'ar'; module?: typeof FOOD; contact?: boolean } = {},
) {
  const guest = await guestId(request);
  for (const l of lines) await addToCart(request, (opts.module ?? FOOD).id, l, { guest });
  await seedDevice(page, { lang: opts.lang ?? 'en', module: opts.module ?? FOOD, guestId: guest });
  const contact = opts.contact === false ? null : CONTACT;
  await page.addInitScript(
    ([address, c]) => {
      if (sessionStorage.getItem('seeded-guest')) return;
      sessionStorage.setItem('seeded-guest', '1');
      localStorage.setItem('guest_address', JSON.stringify({ ...address, ...(c ?? {}) }));
      if (c) localStorage.setItem('guest_contact', JSON.stringify(c));
    },
    [HOME, contact] as const,
  );
  return guest;
}

export async function asCustomer(
  page: Page,
  request: APIRequestContext,
  lines: Record<string, unknown>[],
  opts: { lang?: 'en' | 'ar'; module?: typeof FOOD; theme?: 'light' | 'dark' } = {},
) {
  const token = await login(request);
  await request.delete('/api/v1/customer/cart/remove', { headers: HEADERS((opts.module ?? FOOD).id, token) });
  for (const l of lines) await addToCart(request, (opts.module ?? FOOD).id, l, { token });
  await seedDevice(page, {
    lang: opts.lang ?? 'en',
    module: opts.module ?? FOOD,
    token,
    ...(opts.theme ? { theme: opts.theme } : {}),
  });
  return token;
}

export const placeButton = (page: Page) => page.getByTestId('place-order');

export async function expectPlaced(page: Page, lang: 'en' | 'ar' = 'en') {
  await expect(page).toHaveURL(/\/order-placed\?order_id=\d+/);
  await expect(page.getByTestId('order-placed-title')).toHaveText(T[lang].placed);
  const id = Number(new URL(page.url()).searchParams.get('order_id'));
  await expect(page.getByTestId('order-id')).toContainText(String(id));
  return id;
}
