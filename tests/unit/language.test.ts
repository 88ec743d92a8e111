import { describe, expect, it } from 'vitest';
import { directionOf, resolveLanguage, RTL_CODES } from '../../src/domain/language';

describe('language rules', () => {
  it('core §9 right-to-left codes: ar, arc, dv, fa, ha, he, khw, ks, ku, ps, ur, yl', () => {
    for (const code of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'])
      expect(directionOf(code)).toBe('rtl');
    expect(RTL_CODES).toHaveLength(12);
    expect(directionOf('ar-SA')).toBe('rtl');
    for (const code of ['en', 'en-US', 'fr', 'hi', 'bn']) expect(directionOf(code)).toBe('ltr');
  });

  it('core §4 Language change: the stored choice wins, then the browser, then English', () => {
    expect(resolveLanguage('ar', ['en-US'])).toBe('ar');
    expect(resolveLanguage(null, ['fr-FR', 'ar-EG'])).toBe('ar');
    expect(resolveLanguage('xx', ['fr'])).toBe('en');
  });
});
