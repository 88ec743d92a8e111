/** acc §4 rules of the sign-in flow that the statecharts' guards read. */

export const OTP_RESEND_SECONDS = 60;
export const LOGOUT_DELAY_MS = 500;

export interface AuthAnswer {
  token: string | null;
  is_phone_verified?: number | null;
  is_email_verified?: number | null;
  is_personal_info?: number | null;
  is_exist_user?: { id: number; name: string; image?: string | null } | null;
  login_type?: string | null;
  email?: string | null;
}

export type NextStep = 'userInfo' | 'existUser' | 'done' | 'otpPhone' | 'otpEmail' | 'stuck';

/**
 * acc §4 After a login response. A returned token means the server needs nothing more (with verification
 * switched off it still reports the flags as 0); without one, the unverified channel gets an OTP step —
 * `prefer` names the channel the server sent the code to when the request tells (an e-mail sign-in).
 */
export function nextStep(a: AuthAnswer, prefer: 'phone' | 'email' | null = null): NextStep {
  if (a.is_personal_info === 0) return 'userInfo';
  if (a.is_exist_user) return 'existUser';
  if (a.token) return 'done';
  if (prefer === 'phone' && !a.is_phone_verified) return 'otpPhone';
  if (prefer === 'email' && !a.is_email_verified) return 'otpEmail';
  if (!a.is_phone_verified) return 'otpPhone';
  if (!a.is_email_verified) return 'otpEmail';
  return 'stuck';
}

/** After sign-up: /interest when a zone is set and the module is not parcel, else /home. */
export function afterSignUpPath(zoneSet: boolean, moduleType: string | null | undefined): '/interest' | '/home' {
  return zoneSet && moduleType !== 'parcel' ? '/interest' : '/home';
}

/**
 * After a sign-in (acc §2 /interest, "after sign-up or module switch"): /interest when a zone is set, the
 * module is not parcel and has no saved interests yet (customer/info's selected_modules_for_interest), and the
 * customer signed in from a home page: a sign-in on the way to checkout or a product stays where it is.
 */
export function asksInterestAfterSignIn(s: {
  zoneSet: boolean;
  moduleType: string | null | undefined;
  moduleId: number | null;
  savedModules: readonly number[];
  path: string;
}): boolean {
  if (!s.zoneSet || !s.moduleType || s.moduleType === 'parcel' || s.moduleId === null) return false;
  return (s.path === '/' || s.path === '/home') && !s.savedModules.includes(s.moduleId);
}

/** The remembered sign-in identifier under `userDatafor` (the password is deliberately not kept). */
export interface RememberedCredentials {
  email_or_phone: string;
  remember: true;
}

export function parseRemembered(raw: string | null): RememberedCredentials | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<RememberedCredentials>;
    return typeof v.email_or_phone === 'string' && v.email_or_phone
      ? { email_or_phone: v.email_or_phone, remember: true }
      : null;
  } catch {
    return null;
  }
}

/** core §5 profile save: which fields changed ("No changes found to update." when none). */
export function profileChanged(
  current: { name: string; email: string; phone: string },
  draft: { name: string; email: string; phone: string; password: string; image: unknown },
): boolean {
  return (
    draft.name.trim() !== current.name.trim() ||
    draft.email.trim().toLowerCase() !== current.email.trim().toLowerCase() ||
    draft.phone.replace(/[^\d]/g, '') !== current.phone.replace(/[^\d]/g, '') ||
    draft.password !== '' ||
    Boolean(draft.image)
  );
}
