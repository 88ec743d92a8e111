import { describe, expect, it } from 'vitest';
import { loginMethodStatus, offersOtpSwitch, socialMedia, viewsOf } from '../../src/domain/loginMethod';

const config = (manual: number, otp: number, social: number, providers = { google: 1, facebook: 0, apple: 0 }) => ({
  centralize_login: {
    manual_login_status: manual,
    otp_login_status: otp,
    social_login_status: social,
    google_login_status: providers.google,
    facebook_login_status: providers.facebook,
    apple_login_status: providers.apple,
  },
});

describe('acc §4 Login-method status', () => {
  it('all: password form, "Sign in with OTP" and social buttons', () => {
    expect(loginMethodStatus(config(1, 1, 1))).toBe('all');
    expect(viewsOf('all')).toEqual({ manual: true, otp: false, social: true });
    expect(offersOtpSwitch('all')).toBe(true);
  });
  it('otp_manual: password form with "Sign in with OTP", no social', () => {
    expect(loginMethodStatus(config(1, 1, 0))).toBe('otp_manual');
    expect(viewsOf('otp_manual')).toEqual({ manual: true, otp: false, social: false });
    expect(offersOtpSwitch('otp_manual')).toBe(true);
  });
  it('otp_social: phone form and social buttons', () => {
    expect(loginMethodStatus(config(0, 1, 1))).toBe('otp_social');
    expect(viewsOf('otp_social')).toEqual({ manual: false, otp: true, social: true });
  });
  it('manual_social: password form and social buttons, no OTP switch', () => {
    expect(loginMethodStatus(config(1, 0, 1))).toBe('manual_social');
    expect(viewsOf('manual_social')).toEqual({ manual: true, otp: false, social: true });
    expect(offersOtpSwitch('manual_social')).toBe(false);
  });
  it('otp: the phone form only', () => {
    expect(loginMethodStatus(config(0, 1, 0))).toBe('otp');
    expect(viewsOf('otp')).toEqual({ manual: false, otp: true, social: false });
  });
  it('manual: the password form only', () => {
    expect(loginMethodStatus(config(1, 0, 0))).toBe('manual');
    expect(viewsOf('manual')).toEqual({ manual: true, otp: false, social: false });
  });
  it('social: the social buttons only', () => {
    expect(loginMethodStatus(config(0, 0, 1))).toBe('social');
    expect(viewsOf('social')).toEqual({ manual: false, otp: false, social: true });
  });
  it('none: nothing on (or no config yet) shows the help screen', () => {
    expect(loginMethodStatus(config(0, 0, 0))).toBe('none');
    expect(loginMethodStatus(null)).toBe('none');
    expect(viewsOf('none')).toEqual({ manual: false, otp: false, social: false });
  });
  it('social login counts only with a provider on, and a provider switched off in social_login is left out', () => {
    expect(loginMethodStatus(config(1, 0, 1, { google: 0, facebook: 0, apple: 0 }))).toBe('manual');
    const c = {
      ...config(0, 0, 1, { google: 1, facebook: 1, apple: 1 }),
      social_login: [{ login_medium: 'facebook', status: false }],
      apple_login: [{ login_medium: 'apple', status: true }],
    };
    expect(socialMedia(c)).toEqual(['google', 'apple']);
  });
});
