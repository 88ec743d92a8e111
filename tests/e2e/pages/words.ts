/**
 * The words the page objects find elements by (their accessible names), in the two languages the storefront
 * ships; each is the catalogue's own (src/i18n/locales/ar/*.po), so a changed wording fails here first.
 */
export type Lang = 'en' | 'ar';

export interface Words {
  addToCart: (item: string) => string;
  cart: string;
  cartItems: string;
  closeCart: string;
  proceed: string;
  added: string;
  signIn: string;
  emailOrPhone: string;
  password: string;
  signedIn: string;
  place: string;
  placed: string;
}

export const WORDS: Record<Lang, Words> = {
  en: {
    addToCart: (item) => `Add ${item} to cart`,
    cart: 'Shopping Cart',
    cartItems: 'Cart items',
    closeCart: 'Close cart',
    proceed: 'Proceed To Checkout',
    added: 'Item added to cart.',
    signIn: 'Sign In',
    emailOrPhone: 'Email or phone',
    password: 'Password',
    signedIn: 'Logged in successfully.',
    place: 'Place Order',
    placed: 'Order placed successfully',
  },
  ar: {
    addToCart: (item) => `أضف ${item} إلى السلة`,
    cart: 'سلة التسوق',
    cartItems: 'منتجات السلة',
    closeCart: 'إغلاق السلة',
    proceed: 'المتابعة إلى الدفع',
    added: 'تمت إضافة المنتج إلى السلة.',
    signIn: 'تسجيل الدخول',
    emailOrPhone: 'البريد الإلكتروني أو الهاتف',
    password: 'كلمة المرور',
    signedIn: 'تم تسجيل الدخول بنجاح.',
    place: 'تأكيد الطلب',
    placed: 'تم تقديم الطلب بنجاح',
  },
};
