/**
 * acc §4 Login-method status: which sign-in views the auth modal shows, computed from config
 * `centralize_login` (3.x). Social counts only when at least one provider (Google, Facebook, Apple) is on;
 * with nothing on the modal shows the help screen instead.
 */
import { flagOn } from './flags';

export type LoginMethodStatus =
  'all' | 'otp_manual' | 'otp_social' | 'manual_social' | 'otp' | 'manual' | 'social' | 'none';
export type SocialMedium = 'google' | 'facebook' | 'apple';

export interface CentralizeLoginFlags {
  manual_login_status?: number | null;
  otp_login_status?: number | null;
  social_login_status?: number | null;
  google_login_status?: number | null;
  facebook_login_status?: number | null;
  apple_login_status?: number | null;
  email_verification_status?: number | null;
  phone_verification_status?: number | null;
}

export interface LoginConfig {
  centralize_login?: CentralizeLoginFlags | null;
  social_login?: Array<{ login_medium?: string | null; status?: boolean | number | null }> | null;
  apple_login?: Array<{ login_medium?: string | null; status?: boolean | number | null }> | null;
}

/** The social sign-ins to offer: on in centralize_login, and not switched off in the provider lists. */
export function socialMedia(config: LoginConfig | null | undefined): SocialMedium[] {
  const cl = config?.centralize_login;
  if (!cl || !flagOn(cl.social_login_status)) return [];
  const listed = (list: LoginConfig['social_login'], medium: string) => {
    const entry = list?.find((e) => e.login_medium === medium);
    return entry ? flagOn(entry.status) : true;
  };
  const out: SocialMedium[] = [];
  if (flagOn(cl.google_login_status) && listed(config?.social_login, 'google')) out.push('google');
  if (flagOn(cl.facebook_login_status) && listed(config?.social_login, 'facebook')) out.push('facebook');
  if (flagOn(cl.apple_login_status) && listed(config?.apple_login, 'apple')) out.push('apple');
  return out;
}

/** acc §4: manual (password) login is on; then sign-up, "Forgot password" and the profile's password fields exist. */
export function manualLoginOn(config: LoginConfig | null | undefined): boolean {
  return flagOn(config?.centralize_login?.manual_login_status);
}

export function loginMethodStatus(config: LoginConfig | null | undefined): LoginMethodStatus {
  const cl = config?.centralize_login;
  const manual = manualLoginOn(config);
  const otp = flagOn(cl?.otp_login_status);
  const social = socialMedia(config).length > 0;
  if (manual && otp && social) return 'all';
  if (manual && otp) return 'otp_manual';
  if (otp && social) return 'otp_social';
  if (manual && social) return 'manual_social';
  if (otp) return 'otp';
  if (manual) return 'manual';
  if (social) return 'social';
  return 'none';
}

/** What each status shows: the password form, the phone (OTP) form, the social buttons. */
export function viewsOf(status: LoginMethodStatus): { manual: boolean; otp: boolean; social: boolean } {
  return {
    manual: status === 'all' || status === 'otp_manual' || status === 'manual_social' || status === 'manual',
    otp: status === 'otp_social' || status === 'otp',
    social: status === 'all' || status === 'otp_social' || status === 'manual_social' || status === 'social',
  };
}

/** 'Sign in with OTP' is offered from the password view when OTP login is on too. */
export function offersOtpSwitch(status: LoginMethodStatus): boolean {
  return status === 'all' || status === 'otp_manual';
}
