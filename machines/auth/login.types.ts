import type { AuthAnswer } from '../../src/domain/authFlow';
import type { SocialMedium } from '../../src/domain/loginMethod';
import type { OtpInput } from './otp.machine';

export type LoginRequest =
  | { method: 'manual'; emailOrPhone: string; password: string; remember: boolean }
  | { method: 'otp'; phone: string }
  | {
      method: 'signUp';
      name: string;
      email: string;
      phone: string;
      password: string;
      confirmPassword: string;
      refCode: string;
    };

/** Config the flow needs, read by the view that opens the modal. */
export interface LoginSettings {
  firebase: boolean;
  phoneVerification: boolean;
  emailVerification: boolean;
}

export interface LoginInput {
  /** Shortens the OTP resend countdown in tests; the spec's 60 s otherwise. */
  countdownSeconds?: number;
}

export interface LoginContext {
  mode: 'signIn' | 'signUp';
  settings: LoginSettings;
  request: LoginRequest | null;
  result: AuthAnswer | null;
  otp: OtpInput | null;
  infoNeeds: 'phone' | 'email';
  countdownSeconds: number | undefined;
}

export type LoginEvent =
  | { type: 'auth.open'; mode: 'signIn' | 'signUp'; settings: LoginSettings }
  | { type: 'auth.close' }
  | { type: 'auth.mode.signIn' }
  | { type: 'auth.mode.signUp' }
  | { type: 'auth.forgot.open' }
  | { type: 'auth.forgot.close' }
  | { type: 'login.submit'; request: LoginRequest }
  | { type: 'login.social.start'; medium: SocialMedium }
  | { type: 'login.info.submit'; name: string; contact: string; refCode?: string }
  | { type: 'login.existing.confirm' }
  | { type: 'login.existing.decline' }
  | { type: 'login.otp.cancel' };

export interface UpdateInfoInput {
  name: string;
  phone: string | null;
  email: string | null;
  loginType: 'otp' | 'manual';
  /** acc §7 update-info ref_code: the referral field's value, when the form showed it and it was filled. */
  refCode: string | null;
}
