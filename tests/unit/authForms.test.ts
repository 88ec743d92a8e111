import { describe, expect, it } from 'vitest';
import {
  showsReferCode,
  validateCode,
  validateForgotRequest,
  validateImage,
  validateNewPassword,
  validateOtpLogin,
  validateProfile,
  validateSignIn,
  validateSignUp,
  validateUserInfo,
} from '../../src/domain/authForms';
import { afterSignUpPath, nextStep, parseRemembered, profileChanged } from '../../src/domain/authFlow';
import { accountMenuEntries } from '../../src/domain/authAccountMenu';

const signUp = {
  name: 'Sara',
  email: 'sara@example.com',
  phone: '+8801722222222',
  password: 'secret12',
  confirmPassword: 'secret12',
  refCode: '',
  terms: true,
};

describe('acc §5 validation', () => {
  it('sign-in: required, e-mail or phone, password min 6', () => {
    expect(validateSignIn({ emailOrPhone: '', password: '' })).toEqual({
      emailOrPhone: 'emailOrPhoneRequired',
      password: 'passwordRequired',
    });
    expect(validateSignIn({ emailOrPhone: 'nope', password: '12345' })).toEqual({
      emailOrPhone: 'emailOrPhoneInvalid',
      password: 'passwordTooShort',
    });
    expect(validateSignIn({ emailOrPhone: '+8801700000001', password: '123456' })).toEqual({});
  });
  it('OTP login: "Please give a phone number", then 10 digits', () => {
    expect(validateOtpLogin({ phone: '', dialCode: '+880' })).toEqual({ phone: 'phoneGiveRequired' });
    expect(validateOtpLogin({ phone: '171111111', dialCode: '+880' })).toEqual({ phone: 'phoneTenDigits' });
    expect(validateOtpLogin({ phone: '1711111111', dialCode: '+880' })).toEqual({});
  });
  it("acc §5 OTP sign-in: OTP login with the country code typed again is accepted; another country's code is refused", () => {
    expect(validateOtpLogin({ phone: '+8801700000001', dialCode: '+880' })).toEqual({});
    expect(validateOtpLogin({ phone: '8801700000001', dialCode: '+880' })).toEqual({});
    expect(validateOtpLogin({ phone: '+880170000000', dialCode: '+880' })).toEqual({ phone: 'phoneTenDigits' });
    expect(validateOtpLogin({ phone: '+966501234567', dialCode: '+880' })).toEqual({ phone: 'phoneOtherCountryCode' });
    expect(validateSignUp({ ...signUp, phone: '+966501234567', dialCode: '+880' }).phone).toBe('phoneOtherCountryCode');
    expect(validateUserInfo({ name: 'A', contact: '+8801700000001', dialCode: '+880' }, 'phone')).toEqual({});
  });
  it('sign-up: every rule, terms included', () => {
    expect(validateSignUp(signUp)).toEqual({});
    expect(
      validateSignUp({
        ...signUp,
        name: ' ',
        email: 'x',
        phone: '123',
        password: '123',
        confirmPassword: '1234',
        terms: false,
      }),
    ).toEqual({
      name: 'firstNameRequired',
      email: 'emailInvalid',
      phone: 'phoneTenDigits',
      password: 'newPasswordTooShort',
      confirmPassword: 'passwordsMustMatch',
      terms: 'termsRequired',
    });
    expect(validateSignUp({ ...signUp, email: `${'a'.repeat(250)}@example.com` }).email).toBe('emailTooLong');
  });
  it('acc §5 Sign-up placeholder "8+ characters required": a new password of 6 or 7 is too short (the API refuses it), while sign-in still accepts 6', () => {
    for (const password of ['secret', 'secret1']) {
      expect(validateSignUp({ ...signUp, password, confirmPassword: password }).password).toBe('newPasswordTooShort');
      expect(validateNewPassword({ password, confirmPassword: password }).password).toBe('newPasswordTooShort');
      expect(validateSignIn({ emailOrPhone: 'demo@example.com', password })).toEqual({});
    }
    expect(validateSignUp({ ...signUp, password: 'secret12', confirmPassword: 'secret12' })).toEqual({});
  });
  it('refer code only when wallet and referral earning are both on', () => {
    expect(showsReferCode({ customer_wallet_status: 1, ref_earning_status: 1 })).toBe(true);
    expect(showsReferCode({ customer_wallet_status: 0, ref_earning_status: 1 })).toBe(false);
    expect(showsReferCode({ customer_wallet_status: 1, ref_earning_status: 0 })).toBe(false);
  });
  it('forgot password: phone exactly 10 digits or a valid e-mail; code 6 digits; new password and confirmation', () => {
    expect(validateForgotRequest({ method: 'phone', contact: '' })).toEqual({ contact: 'phoneProvideRequired' });
    expect(validateForgotRequest({ method: 'phone', contact: '17000000011' })).toEqual({ contact: 'phoneExactlyTen' });
    expect(validateForgotRequest({ method: 'phone', contact: '1700000001' })).toEqual({});
    expect(validateForgotRequest({ method: 'email', contact: 'a@b' })).toEqual({ contact: 'emailInvalid' });
    expect(validateCode('')).toEqual({ code: 'codeEmpty' });
    expect(validateCode('12345')).toEqual({ code: 'codeSixDigits' });
    expect(validateCode('123456')).toEqual({});
    expect(validateNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      confirmPassword: 'passwordsMustMatch',
    });
  });
  it('social user-info: a phone when the provider gave an e-mail, else an e-mail', () => {
    expect(validateUserInfo({ name: 'N', contact: '' }, 'phone')).toEqual({ contact: 'phoneRequired' });
    expect(validateUserInfo({ name: '', contact: 'x' }, 'email')).toEqual({
      name: 'nameRequired',
      contact: 'emailInvalid',
    });
  });
  it('core §5 profile: password only with manual login, confirmation equal', () => {
    const base = {
      name: 'Demo',
      email: 'demo@example.com',
      phone: '+8801700000001',
      password: '',
      confirmPassword: '',
    };
    expect(validateProfile(base, true)).toEqual({});
    expect(validateProfile({ ...base, password: 'abcdefgh', currentPassword: '12345678' }, true)).toEqual({
      confirmPassword: 'confirmRequired',
    });
    expect(validateProfile({ ...base, confirmPassword: 'abcdefgh', currentPassword: '12345678' }, true)).toEqual({
      password: 'passwordRequired',
      confirmPassword: 'passwordsMustMatch',
    });
    expect(validateProfile({ ...base, password: 'abc' }, false)).toEqual({});
    expect(validateProfile({ ...base, name: '', email: '' }, true)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
  });
  it('core §5 profile: a new password asks for the current one', () => {
    const base = {
      name: 'Demo',
      email: 'demo@example.com',
      phone: '+8801700000001',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    };
    expect(validateProfile(base, true)).toEqual({ currentPassword: 'currentPasswordRequired' });
    expect(validateProfile({ ...base, currentPassword: '   ' }, true)).toEqual({
      currentPassword: 'currentPasswordRequired',
    });
    expect(validateProfile({ ...base, currentPassword: '12345678' }, true)).toEqual({});
  });
  it('acc §5 images: jpeg, png, jpg, gif up to 2 MB; avif, webp and pdf refused', () => {
    expect(validateImage({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(validateImage({ name: 'a.GIF', type: 'image/gif', size: 2 * 1024 * 1024 })).toBeUndefined();
    for (const name of ['a.avif', 'a.webp', 'a.pdf']) expect(validateImage({ name, size: 10 })).toBe('imageFormat');
    expect(validateImage({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('imageTooLarge');
  });
});

describe('acc §4 sign-in rules', () => {
  const a = { token: null, is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1, is_exist_user: null };
  it('after a login response: user_info, is_exist_user, done, then OTP by phone or e-mail', () => {
    expect(nextStep({ ...a, is_personal_info: 0 })).toBe('userInfo');
    expect(nextStep({ ...a, is_exist_user: { id: 1, name: 'x' } })).toBe('existUser');
    expect(nextStep({ ...a, token: 't' })).toBe('done');
    expect(nextStep({ ...a, is_phone_verified: 0 })).toBe('otpPhone');
    expect(nextStep({ ...a, is_email_verified: 0 })).toBe('otpEmail');
    expect(nextStep({ ...a, is_phone_verified: 0, is_email_verified: 0 }, 'email')).toBe('otpEmail');
    expect(nextStep(a)).toBe('stuck');
  });
  it('after sign-up: /interest when a zone is set and the module is not parcel, else /home', () => {
    expect(afterSignUpPath(true, 'grocery')).toBe('/interest');
    expect(afterSignUpPath(true, 'parcel')).toBe('/home');
    expect(afterSignUpPath(false, 'food')).toBe('/home');
  });
  it('remembered credentials keep the identifier, never the password', () => {
    expect(parseRemembered(JSON.stringify({ email_or_phone: 'demo@example.com', password: 'x' }))).toEqual({
      email_or_phone: 'demo@example.com',
      remember: true,
    });
    expect(parseRemembered('{')).toBeNull();
  });
  it('profile changes: nothing changed means "No changes found to update."', () => {
    const cur = { name: 'Demo Customer', email: 'demo@example.com', phone: '+8801700000001' };
    expect(profileChanged(cur, { ...cur, password: '', image: null })).toBe(false);
    expect(profileChanged(cur, { ...cur, email: 'DEMO@example.com', password: '', image: null })).toBe(false);
    expect(profileChanged(cur, { ...cur, password: 'secret', image: null })).toBe(true);
  });
});

describe('acc §2 account menu', () => {
  const modules = [
    { module_type: 'food', status: '1' },
    { module_type: 'rental', status: '1' },
  ];
  it('every entry with its path, entry 10 being track order', () => {
    expect(
      accountMenuEntries({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 }, modules).map(
        (e) => `${e.id}:${e.name}:${e.path}`,
      ),
    ).toEqual([
      '1:profile-settings:/profile',
      '2:my-orders:/my-orders',
      '3:my-trips:/my-trips',
      '4:wallet:/wallet',
      '5:coupons:/coupons',
      '6:loyalty-points:/loyalty-points',
      '7:referral-code:/referral-code',
      '8:inbox:/settings',
      '9:settings:/settings',
      '10:track-order:/track-order',
      '11:address:/profile',
    ]);
  });
  it('acc §2 Account menu: the address book entry opens /profile?page=address', () => {
    const entry = accountMenuEntries({}, modules).find((e) => e.name === 'address');
    expect(entry).toMatchObject({ path: '/profile', search: { page: 'address' } });
  });
  it('acc §2 Account menu: the inbox entry opens /settings?page=inbox and the settings entry /settings?page=settings', () => {
    const entries = accountMenuEntries({}, modules);
    expect(entries.find((e) => e.name === 'inbox')).toMatchObject({ path: '/settings', search: { page: 'inbox' } });
    expect(entries.find((e) => e.name === 'settings')).toMatchObject({
      path: '/settings',
      search: { page: 'settings' },
    });
  });
  it('config filters: wallet, loyalty points, referral; the rental entry needs an active rental module', () => {
    const names = accountMenuEntries({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 }, [
      { module_type: 'rental', status: '0' },
    ]).map((e) => e.name);
    expect(names).not.toContain('wallet');
    expect(names).not.toContain('loyalty-points');
    expect(names).not.toContain('referral-code');
    expect(names).not.toContain('my-trips');
  });
});
