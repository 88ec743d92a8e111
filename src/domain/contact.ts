/** acc §5 Contact classifier: what a typed e-mail-or-phone is, the '+' prefix, and how contacts are masked. */
// Country rules (trunk prefixes, which digits a code owns) come from libphonenumber-js's small metadata, not from
// hand-written guesses per form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

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

/** The shortest national number (acc §5: phone minimum 10 digits); what is left after a repeated code must reach it. */
const NATIONAL_MIN_DIGITS = 10;

export interface NationalNumber {
  /** The national digits as typed (trunk zeros kept), without a repeated country code. */
  digits: string;
  /** The number was typed in international form ('+' or '00') with another country's code than the one chosen. */
  problem?: 'otherCountryCode';
}

/**
 * acc §5 Phone entry: what was typed after the country picker. Customers often type the whole international
 * number: with "+880" chosen, "+8801700000001", "008801700000001" or "8801700000001" all mean 1700000001, so the
 * repeated code is dropped (without a '+', only when a full national number remains, so a national number that
 * happens to start with the code's digits is kept). An international number with another code is refused rather
 * than joined into a number that does not exist.
 */
export function nationalNumber(dialCode: string, typed: string): NationalNumber {
  const compact = compactPhone(typed);
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = phoneDigits(compact).replace(compact.startsWith('00') ? /^00/ : /^/, '');
  const code = phoneDigits(dialCode);
  if (international) {
    // The library knows which digits are a calling code ('+8801…' is 880, '+966…' is 966).
    const parsed = parsePhoneNumberFromString(`+${digits}`);
    const owner = parsed?.countryCallingCode ?? (code !== '' && digits.startsWith(code) ? code : '');
    return owner === code
      ? { digits: parsed?.nationalNumber ?? digits.slice(code.length) }
      : { digits, problem: 'otherCountryCode' };
  }
  if (code !== '' && digits.startsWith(code) && digits.length - code.length >= NATIONAL_MIN_DIGITS)
    return { digits: digits.slice(code.length) };
  return { digits };
}

/**
 * A national number typed after the country picker, as the API wants it (E.164: '+', code, national number). The
 * country's trunk prefix is dropped by its own rule ('01711…' in Bangladesh is +8801711…; an Italian 06… keeps its
 * 0). Empty when nothing usable was typed (the form's validation says why).
 */
export function joinPhone(dialCode: string, national: string): string {
  const n = nationalNumber(dialCode, national);
  if (!n.digits || n.problem) return '';
  const parsed = parsePhoneNumberFromString(`${dialCode}${n.digits}`);
  if (parsed) return parsed.number;
  const digits = n.digits.replace(/^0+/, '');
  return digits ? `${dialCode}${digits}` : '';
}

/**
 * Any typed phone as the API wants it: an international number ('+…' or '00…') as it is, a local one ('01711223344')
 * in the given country (the config's, or the picker's). A malformed one keeps its digits behind '+', so the server's
 * validation answers it rather than the request silently changing it.
 */
export function normalizePhone(typed: string, dialCode: string): string {
  const compact = compactPhone(typed);
  if (!compact) return '';
  if (compact.startsWith('+') || compact.startsWith('00')) {
    const digits = phoneDigits(compact).replace(compact.startsWith('00') ? /^00/ : /^/, '');
    return parsePhoneNumberFromString(`+${digits}`)?.number ?? `+${digits}`;
  }
  return joinPhone(dialCode, compact) || withPlus(compact);
}

/** core §8 "Invalid phone number" (logged only): whether a number typed after the picker exists in that country's plan. */
export function isValidPhone(dialCode: string, national: string): boolean {
  const e164 = joinPhone(dialCode, national);
  return e164 !== '' && parsePhoneNumberFromString(e164)?.isValid() === true;
}
