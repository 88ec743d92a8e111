import { describe, expect, it } from 'vitest';
import { businessNameOf, visibleAppLinks, visibleSocialLinks } from '../../src/domain/footer';

describe('footer rules', () => {
  it('core §2 Footer: each app link is shown only when its status is 1', () => {
    expect(
      visibleAppLinks({
        playstore_url_status: '1',
        playstore_url: 'https://p',
        apple_store_url_status: '0',
        apple_store_url: 'https://a',
      }),
    ).toEqual([{ store: 'google-play', url: 'https://p' }]);
    expect(
      visibleAppLinks({
        playstore_url_status: null,
        playstore_url: 'https://p',
        apple_store_url_status: 1,
        apple_store_url: 'https://a',
      }),
    ).toEqual([{ store: 'app-store', url: 'https://a' }]);
    expect(visibleAppLinks(null)).toEqual([]);
  });

  it('core §2 Footer: social links only when active and pointing at a web address', () => {
    expect(
      visibleSocialLinks([
        { name: 'facebook', link: 'https://facebook.com/x', status: 1 },
        { name: 'twitter', link: 'javascript:alert(1)', status: 1 },
        { name: 'youtube', link: 'https://youtube.com/x', status: 0 },
      ]).map((s) => s.name),
    ).toEqual(['facebook']);
  });

  it('core §2 Footer: copyright uses the business name, or a default', () => {
    expect(businessNameOf('  Bazaar ')).toBe('Bazaar');
    expect(businessNameOf('')).toBe('Storefront');
    expect(businessNameOf(undefined)).toBe('Storefront');
  });
});
