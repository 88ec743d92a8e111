// How a person's phone and name arrive in request fields and are stored: shared by sign-in, profile,
// order, parcel and trip routes.
import { str } from './validate.ts';

export const PHONE_RULE = 'string|min:9|max:20|phone';

/** Phone numbers are stored with a leading '+'. */
export const normalizePhone = (p: unknown) => {
  const s = str(p).replace(/[\s-]/g, '');
  return s && !s.startsWith('+') ? `+${s}` : s;
};

export function splitName(name: string): { f_name: string; l_name: string } {
  const t = name.trim();
  const i = t.indexOf(' ');
  return i < 0 ? { f_name: t, l_name: '' } : { f_name: t.slice(0, i), l_name: t.slice(i + 1).trim() };
}
