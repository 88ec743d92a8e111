/** core §5 Profile rules the profile form follows. */
import { manualLoginOn, type LoginConfig } from './loginMethod';
import { flagOn } from './flags';

export interface ProfilePhone {
  phone?: string | null;
  is_phone_verified?: number | boolean | string | null;
}

/** core §5: a verified phone is locked ("Not Changeable"); an unverified or missing one can be edited. */
export function isPhoneLocked(profile: ProfilePhone): boolean {
  const verified = flagOn(profile.is_phone_verified);
  return verified && (profile.phone ?? '').trim() !== '';
}

/**
 * core §5: the password and confirmation fields exist (and are checked) only when manual login is on; a
 * customer who signs in by OTP or a social account has no password to change.
 */
export function profileAsksPassword(config: LoginConfig | null | undefined): boolean {
  return manualLoginOn(config);
}
