// The business's own pages (platform-api-turn4 §7.1): about us, terms, privacy, refund, shipping and
// cancellation, as an admin writes them in the platform's rich-text editor (HTML), in English and Arabic.
// The storefront sanitises what it shows: an editor's HTML is not trusted markup.

export type PolicyKey =
  'about_us' | 'terms_and_conditions' | 'privacy_policy' | 'refund_policy' | 'shipping_policy' | 'cancellation_policy';

/** The platform's path of each page and the business-setting key it reads. */
export const POLICY_PATHS: ReadonlyArray<[path: string, key: PolicyKey]> = [
  ['/about-us', 'about_us'],
  ['/terms-and-conditions', 'terms_and_conditions'],
  ['/privacy-policy', 'privacy_policy'],
  ['/refund-policy', 'refund_policy'],
  ['/shipping-policy', 'shipping_policy'],
  ['/cancelation', 'cancellation_policy'],
];

type Texts = Partial<Record<PolicyKey, string>>;

const en: Texts = {
  about_us:
    '<h2>Who we are</h2><p>Demo Mart brings food, groceries, medicine and shopping from the stores of Dhaka to your door, and sends your parcels across the city.</p><h2>How we work</h2><ul><li>Local stores set their own prices and hours.</li><li>Couriers from our own fleet deliver every order.</li><li>Support answers at support@example.com.</li></ul>',
  terms_and_conditions:
    '<h2>Using Demo Mart</h2><p>By placing an order you agree to pay the total shown at checkout. Prices are set by each store and may change before you order.</p><h2>Accounts</h2><p>Keep your password to yourself; you are responsible for orders placed from your account.</p>',
  privacy_policy:
    '<h2>What we keep</h2><p>Your name, phone, e-mail, addresses and orders, to deliver and to support you.</p><h2>What we never do</h2><p>We never sell your data. Couriers see only what a delivery needs.</p>',
  refund_policy:
    '<h2>Refunds</h2><p>A paid order cancelled before the store accepts it is refunded to your wallet at once.</p><p>For a delivered order with a problem, request a refund from the order within 7 days.</p>',
  shipping_policy:
    '<h2>Delivery</h2><p>We deliver inside our zones in Dhaka. The delivery charge depends on the distance from the store and is shown before you order.</p>',
  // The business has not written a cancellation policy: the platform answers "".
};

const ar: Texts = {
  about_us:
    '<h2>من نحن</h2><p>يوصل ديمو مارت الطعام والبقالة والأدوية والتسوق من متاجر دكا إلى بابك، ويرسل طرودك عبر المدينة.</p><h2>كيف نعمل</h2><ul><li>تحدد المتاجر المحلية أسعارها وساعات عملها.</li><li>يوصل مندوبو أسطولنا كل طلب.</li><li>يجيب الدعم على support@example.com.</li></ul>',
  terms_and_conditions:
    '<h2>استخدام ديمو مارت</h2><p>بتقديم طلب توافق على دفع الإجمالي المعروض عند الدفع. يحدد كل متجر أسعاره وقد تتغير قبل الطلب.</p><h2>الحسابات</h2><p>احتفظ بكلمة المرور لنفسك؛ أنت مسؤول عن الطلبات المقدمة من حسابك.</p>',
  privacy_policy:
    '<h2>ما نحتفظ به</h2><p>اسمك وهاتفك وبريدك الإلكتروني وعناوينك وطلباتك، للتوصيل ولدعمك.</p><h2>ما لا نفعله أبدًا</h2><p>لا نبيع بياناتك أبدًا. لا يرى المندوب إلا ما يحتاجه التوصيل.</p>',
  refund_policy:
    '<h2>الاسترداد</h2><p>الطلب المدفوع الذي يُلغى قبل قبول المتجر له يُسترد إلى محفظتك فورًا.</p><p>لطلب تم توصيله وفيه مشكلة، اطلب الاسترداد من صفحة الطلب خلال 7 أيام.</p>',
  shipping_policy:
    '<h2>التوصيل</h2><p>نوصل داخل مناطقنا في دكا. تعتمد رسوم التوصيل على المسافة من المتجر وتظهر قبل الطلب.</p>',
};

/** The page in the request's language where a translation exists, else the stored default; "" when unset. */
export function policyText(key: PolicyKey, lang: 'en' | 'ar'): string {
  return (lang === 'ar' ? ar[key] : undefined) ?? en[key] ?? '';
}
