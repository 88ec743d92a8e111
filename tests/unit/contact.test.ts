import { describe, expect, it } from 'vitest';
import {
  classifyContact,
  dialCodeOf,
  isPhoneInput,
  isValidPhone,
  joinPhone,
  maskContact,
  nationalNumber,
  normalizePhone,
  sanitizePhoneInput,
  withPlus,
} from '../../src/domain/contact';
import { trackContactNumber } from '../../src/domain/orders';

describe('acc §5 Contact classifier', () => {
  it('e-mail shape is email, phone shape is phone, otherwise invalid', () => {
    expect(classifyContact('demo@example.com')).toBe('email');
    expect(classifyContact('+8801700000001')).toBe('phone');
    expect(classifyContact('01700 000-001')).toBe('phone');
    expect(classifyContact('demo@')).toBe('invalid');
    expect(classifyContact('12ab')).toBe('invalid');
    expect(classifyContact('')).toBe('invalid');
  });
  it("phone numbers get a '+' prefix when missing", () => {
    expect(withPlus('8801700000001')).toBe('+8801700000001');
    expect(withPlus('+8801700000001')).toBe('+8801700000001');
    expect(withPlus(' 880 1700-000001 ')).toBe('+8801700000001');
  });
  it('masking keeps 2 characters before @, and the first 4 and last 3 of a phone', () => {
    expect(maskContact('demo@example.com')).toBe('de**@example.com');
    expect(maskContact('ab@example.com')).toBe('ab*@example.com');
    expect(maskContact('+8801700000001')).toBe('+880*******001');
  });
  it('core §5 phone input: digits with an optional leading plus', () => {
    expect(isPhoneInput('+880170')).toBe(true);
    expect(isPhoneInput('880+170')).toBe(false);
    expect(sanitizePhoneInput('+880 17-a00')).toBe('+8801700');
  });
  it('the country picker joins its code with the national number', () => {
    expect(dialCodeOf('BD')).toBe('+880');
    expect(dialCodeOf('sa')).toBe('+966');
    expect(joinPhone('+880', '01711111111')).toBe('+8801711111111');
    expect(joinPhone('+880', '')).toBe('');
  });
});

describe('acc §5 Phone entry after the country picker', () => {
  it('a repeated country code is dropped: "+880" chosen, "+8801700000001" typed is the demo phone, not a new one', () => {
    expect(joinPhone('+880', '+8801700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '8801700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '008801700000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '+880 1700-000001')).toBe('+8801700000001');
    expect(joinPhone('+880', '+88001700000001')).toBe('+8801700000001');
    expect(joinPhone('+1', '12025550123')).toBe('+12025550123');
  });
  it('a national number that starts with the code digits is kept when nothing would remain of it', () => {
    expect(nationalNumber('+20', '2012345678')).toEqual({ digits: '2012345678' });
    expect(joinPhone('+20', '2012345678')).toBe('+202012345678');
    expect(nationalNumber('+1', '2025550123')).toEqual({ digits: '2025550123' });
  });
  it("a number typed with another country's code is refused, never joined into a number that does not exist", () => {
    expect(nationalNumber('+880', '+966501234567')).toEqual({ digits: '966501234567', problem: 'otherCountryCode' });
    expect(nationalNumber('+880', '00966501234567').problem).toBe('otherCountryCode');
    expect(joinPhone('+880', '+966501234567')).toBe('');
  });
});

describe("acc §5 Phone entry: numbers are normalised by each country's own rules", () => {
  it('a local number with its trunk 0 is sent in international form, never as "+0171…"', () => {
    expect(normalizePhone('01711223344', '+880')).toBe('+8801711223344');
    expect(normalizePhone('017 1122-3344', '+880')).toBe('+8801711223344');
    expect(trackContactNumber('01711223344', '+880')).toBe('+8801711223344');
    expect(trackContactNumber('01711223344')).toBe('+8801711223344');
    expect(normalizePhone('0501234567', '+966')).toBe('+966501234567');
  });
  it('an international number is kept as it is, whatever country is chosen', () => {
    expect(normalizePhone('+966 50 123 4567', '+880')).toBe('+966501234567');
    expect(normalizePhone('00966501234567', '+880')).toBe('+966501234567');
    expect(normalizePhone('', '+880')).toBe('');
  });
  it("a country whose numbers keep their leading 0 keeps it (Italy's 06 …)", () => {
    expect(joinPhone('+39', '0612345678')).toBe('+390612345678');
  });
});

describe('core §8 "Invalid phone number" (logged only)', () => {
  it("a number the country's plan has is valid; a short or made-up one is not", () => {
    expect(isValidPhone('+880', '1700000001')).toBe(true);
    expect(isValidPhone('+880', '01711223344')).toBe(true);
    expect(isValidPhone('+880', '123')).toBe(false);
    expect(isValidPhone('+880', '')).toBe(false);
    expect(isValidPhone('+880', '+966501234567')).toBe(false);
  });
});
