import { describe, expect, it } from 'vitest';
import { isPhoneLocked, profileAsksPassword } from '../../src/domain/profile';

describe('core §5 Profile rules', () => {
  it('core §5: a verified phone is locked ("Not Changeable"); unverified or empty phones stay editable', () => {
    expect(isPhoneLocked({ phone: '+8801700000001', is_phone_verified: 1 })).toBe(true);
    expect(isPhoneLocked({ phone: '+8801700000001', is_phone_verified: '1' })).toBe(true);
    expect(isPhoneLocked({ phone: '+8801700000001', is_phone_verified: true })).toBe(true);
    expect(isPhoneLocked({ phone: '+8801700000001', is_phone_verified: 0 })).toBe(false);
    expect(isPhoneLocked({ phone: '+8801700000001', is_phone_verified: null })).toBe(false);
    expect(isPhoneLocked({ phone: '', is_phone_verified: 1 })).toBe(false);
    expect(isPhoneLocked({ phone: '  ', is_phone_verified: 1 })).toBe(false);
    expect(isPhoneLocked({ is_phone_verified: 1 })).toBe(false);
  });
  it('core §5: password fields only when manual login is on', () => {
    expect(profileAsksPassword({ centralize_login: { manual_login_status: 1 } })).toBe(true);
    expect(profileAsksPassword({ centralize_login: { manual_login_status: 0, otp_login_status: 1 } })).toBe(false);
    expect(profileAsksPassword({ centralize_login: null })).toBe(false);
    expect(profileAsksPassword(null)).toBe(false);
  });
});
