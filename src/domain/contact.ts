/** acc §5 Contact classifier: what a typed e-mail-or-phone is, the '+' prefix, and how contacts are masked. */

export type ContactKind = 'email' | 'phone' | 'invalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** International style: an optional '+', then 6 to 15 digits (spaces and dashes between groups are allowed). */
const PHONE = /^\+?\d{6,15}$/;

export function compactPhone(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

export function classifyContact(value: string): ContactKind {
  const v = value.trim();
  if (EMAIL.test(v)) return 'email';
  if (PHONE.test(compactPhone(v))) return 'phone';
  return 'invalid';
}

/** Phone numbers get a '+' prefix when missing. */
export function withPlus(phone: string): string {
  const p = compactPhone(phone);
  if (!p) return p;
  return p.startsWith('+') ? p : `+${p}`;
}

/** The digits of a phone number, without '+' or separators. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Phone inputs accept digits with an optional leading plus (core §5). */
export function isPhoneInput(value: string): boolean {
  return /^\+?\d*$/.test(value);
}

/** Keeps what a phone input may hold: an optional leading '+' and digits. */
export function sanitizePhoneInput(value: string): string {
  const plus = value.trimStart().startsWith('+');
  return (plus ? '+' : '') + value.replace(/\D/g, '');
}

/** Masking keeps the first 2 characters before '@' of an e-mail, and the first 4 and last 3 of a phone. */
export function maskContact(value: string): string {
  const v = value.trim();
  const at = v.indexOf('@');
  if (at > 0) {
    const local = v.slice(0, at);
    return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}${v.slice(at)}`;
  }
  if (v.length <= 7) return v;
  return `${v.slice(0, 4)}${'*'.repeat(v.length - 7)}${v.slice(-3)}`;
}

/** Country calling codes offered by the phone fields' country picker (default from config `country`). */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  BD: '+880',
  SA: '+966',
  AE: '+971',
  EG: '+20',
  IN: '+91',
  PK: '+92',
  GB: '+44',
  US: '+1',
};

export function dialCodeOf(country: string | null | undefined): string {
  return DIAL_CODES[(country ?? '').toUpperCase()] ?? '+880';
}

/** A national number typed after the country picker, as the API wants it: '+', code, digits (leading 0 dropped). */
export function joinPhone(dialCode: string, national: string): string {
  const digits = phoneDigits(national).replace(/^0+/, '');
  return digits ? `${dialCode}${digits}` : '';
}
