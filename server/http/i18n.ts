// Message catalogue for X-localization. Messages are keyed by their English text (the platform's own
// keys render the same way), so handlers stay readable and anything untranslated falls back to English.
// Validation messages are templates: the attribute part is kept, the sentence is translated.

export type Lang = 'en' | 'ar';

const ar: Record<string, string> = {
  'Unauthenticated.': 'غير مصادق.',
  Unauthorized: 'غير مصرح',
  'Not found': 'غير موجود',
  'Module id required': 'معرف الوحدة مطلوب',
  'Zone id required': 'معرف المنطقة مطلوب',
  'Zone id is required!': 'معرف المنطقة مطلوب!',
  'Service not available in this area': 'الخدمة غير متوفرة في هذه المنطقة',
  'We are temporarily unavailable in this area': 'نحن غير متاحين مؤقتًا في هذه المنطقة',
  'Too Many Attempts.': 'محاولات كثيرة جدًا.',
  'Item already exists': 'العنصر موجود بالفعل',
  'Maximum cart quantity exceeded': 'تم تجاوز الحد الأقصى لكمية السلة',
  'Item is out of stock': 'العنصر غير متوفر في المخزون',
  'This variation is out of stock. Choose another variation to proceed further.':
    'هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة.',
  'Added successfully': 'تمت الإضافة بنجاح',
  'Successfully added': 'تمت الإضافة بنجاح',
  'Successfully removed': 'تمت الإزالة بنجاح',
  'Updated successfully': 'تم التحديث بنجاح',
  'Subscription successful': 'تم الاشتراك بنجاح',
  'Already in wishlist': 'موجود بالفعل في قائمة الرغبات',
  'User credential does not match': 'بيانات الاعتماد غير متطابقة',
  'Your account is blocked': 'حسابك محظور',
  'OTP does not match': 'رمز التحقق غير متطابق',
  'Invalid OTP.': 'رمز تحقق غير صالح.',
  'OTP sent successfully': 'تم إرسال رمز التحقق بنجاح',
  'Too many attempts. Please try again after 10 minutes': 'محاولات كثيرة. يرجى المحاولة بعد 10 دقائق',
  'Profile successfully updated': 'تم تحديث الملف الشخصي بنجاح',
  'Password changed successfully.': 'تم تغيير كلمة المرور بنجاح.',
  'OTP found, you can proceed': 'تم العثور على الرمز، يمكنك المتابعة',
  'Guest verified': 'تم التحقق من الضيف',
  'Order placed successfully': 'تم تقديم الطلب بنجاح',
  'Point to wallet transfer successfully': 'تم تحويل النقاط إلى المحفظة بنجاح',
  'Coupon expired': 'انتهت صلاحية القسيمة',
  'Coupon usage limit over': 'تم تجاوز حد استخدام القسيمة',
  'This coupon is not valid for you': 'هذه القسيمة غير صالحة لك',
  'Please complete your ongoing and accepted orders': 'يرجى إكمال طلباتك الجارية والمقبولة',
  'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.':
    'تنسيق الملف هذا غير مدعوم. يرجى تحميل صور JPG أو PNG أو JPEG أو GIF فقط.',
  'The image must not be greater than 2048 kilobytes.': 'يجب ألا يزيد حجم الصورة عن 2048 كيلوبايت.',
  'The request body is not valid JSON.': 'نص الطلب ليس JSON صالحًا.',
  'The request body is too large.': 'نص الطلب كبير جدًا.',
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'Store is closed now': 'المتجر مغلق الآن',
  'Cart is empty': 'السلة فارغة',
  'Logged out successfully': 'تم تسجيل الخروج بنجاح',
  'Already exists': 'موجود بالفعل',
  'Phone number is already verified': 'رقم الهاتف تم التحقق منه بالفعل',
  'OTP sent to your phone': 'تم إرسال رمز التحقق إلى هاتفك',
  'OTP sent to your email': 'تم إرسال رمز التحقق إلى بريدك الإلكتروني',
  'Order canceled successfully': 'تم إلغاء الطلب بنجاح',
  'You can not cancel after confirm': 'لا يمكنك الإلغاء بعد التأكيد',
  'Trip successfully canceled': 'تم إلغاء الرحلة بنجاح',
  'Payment method updated successfully': 'تم تحديث طريقة الدفع بنجاح',
  'User not found': 'المستخدم غير موجود',
  'Cart not found': 'السلة غير موجودة',
  'Vehicle not found': 'المركبة غير موجودة',
  'Guest checkout is not available': 'الدفع كضيف غير متاح',
  'Insufficient wallet balance': 'رصيد المحفظة غير كافٍ',
  'The selected variation is invalid.': 'الخيار المحدد غير صالح.',
  'Password did not match!': 'كلمتا المرور غير متطابقتين!',
  'Email is already verified': 'البريد الإلكتروني تم التحقق منه بالفعل',
};

// Laravel-style validation sentences; the captured attribute is kept as-is.
const arPatterns: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^The (.+) field is required\.$/, (m) => `حقل ${m[1]} مطلوب.`],
  [/^The (.+) field is required when (.+) is not present\.$/, (m) => `حقل ${m[1]} مطلوب عند عدم وجود ${m[2]}.`],
  [/^The (.+) field is required when (.+) is (.+)\.$/, (m) => `حقل ${m[1]} مطلوب عندما يكون ${m[2]} ${m[3]}.`],
  [/^The (.+) must be a valid phone number\.$/, (m) => `يجب أن يكون ${m[1]} رقم هاتف صالحًا.`],
  [/^Variation (.+) can not remain without selection\.$/, (m) => `لا يمكن ترك الخيار ${m[1]} دون تحديد.`],
  [
    /^Selected variation named (.+) must be in between Minimum (\d+) and Maximum (\d+)$/,
    (m) => `يجب أن يكون عدد اختيارات ${m[1]} بين ${m[2]} و ${m[3]}`,
  ],
  [/^Max vehicle available quantity is (\d+)$/, (m) => `أقصى كمية متاحة من المركبة هي ${m[1]}`],
  [/^Please try again after (\d+) seconds$/, (m) => `يرجى المحاولة مرة أخرى بعد ${m[1]} ثانية`],
  [/^The (.+) must be an integer\.$/, (m) => `يجب أن يكون ${m[1]} عددًا صحيحًا.`],
  [/^The (.+) must be a number\.$/, (m) => `يجب أن يكون ${m[1]} رقمًا.`],
  [/^The (.+) must be a string\.$/, (m) => `يجب أن يكون ${m[1]} نصًا.`],
  [/^The (.+) must be an array\.$/, (m) => `يجب أن يكون ${m[1]} مصفوفة.`],
  [/^The selected (.+) is invalid\.$/, (m) => `${m[1]} المحدد غير صالح.`],
  [/^The (.+) must be a valid email address\.$/, (m) => `يجب أن يكون ${m[1]} عنوان بريد إلكتروني صالحًا.`],
  [/^The (.+) must be at least (\d+) characters\.$/, (m) => `يجب أن يتكون ${m[1]} من ${m[2]} أحرف على الأقل.`],
  [/^The (.+) must be at least (.+)\.$/, (m) => `يجب أن يكون ${m[1]} على الأقل ${m[2]}.`],
  [/^The (.+) must not be greater than (\d+) characters\.$/, (m) => `يجب ألا يزيد ${m[1]} عن ${m[2]} حرفًا.`],
  [/^The (.+) must not be greater than (.+)\.$/, (m) => `يجب ألا يزيد ${m[1]} عن ${m[2]}.`],
  [/^The (.+) has already been taken\.$/, (m) => `${m[1]} مستخدم بالفعل.`],
  [/^The (.+) and (.+) must match\.$/, (m) => `يجب أن يتطابق ${m[1]} و ${m[2]}.`],
  [/^The (.+) field must be true or false\.$/, (m) => `يجب أن يكون ${m[1]} صحيحًا أو خطأ.`],
  [/^The (.+) must be a valid JSON string\.$/, (m) => `يجب أن يكون ${m[1]} نص JSON صالحًا.`],
];

export function translate(lang: Lang, message: string): string {
  if (lang !== 'ar') return message;
  const exact = ar[message];
  if (exact) return exact;
  for (const [re, build] of arPatterns) {
    const m = message.match(re);
    if (m) return build(m);
  }
  return message;
}

export function parseLang(header: string | undefined): Lang {
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Translates the `message` strings of a response body in place-safe copy (top level and errors[]). */
export function translateBody(lang: Lang, body: unknown): unknown {
  if (lang === 'en' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof out.message === 'string') out.message = translate(lang, out.message);
  if (Array.isArray(out.errors)) {
    out.errors = out.errors.map((e) =>
      e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
        ? { ...e, message: translate(lang, (e as { message: string }).message) }
        : e,
    );
  } else if (out.errors && typeof out.errors === 'object') {
    const e = out.errors as Record<string, unknown>;
    if (typeof e.message === 'string') out.errors = { ...e, message: translate(lang, e.message) };
  } else if (typeof out.errors === 'string') {
    out.errors = translate(lang, out.errors);
  }
  return out;
}
