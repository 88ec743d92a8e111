import { describe, expect, it } from 'vitest';
import { landingBlocks } from '../../src/domain/landing';
import { maintenanceAt, nextCheckIn, retryAfterSeconds, MAINTENANCE_POLL_MS } from '../../src/domain/maintenance';
import { cookieNoticeShown } from '../../src/domain/cookieConsent';
import { newsletterEmailError } from '../../src/domain/newsletter';
import { policyHasText, policyOffered } from '../../src/domain/policies';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('landing page blocks', () => {
  it('turn4 §7.4 Landing page blocks: an unconfigured landing page draws no block at all', () => {
    const empty = {
      earning_seller_status: 1,
      earning_seller_title: '',
      promotion_banners_full_url: [],
      testimonial_list: [],
      business_title: null,
      download_user_app_links: { playstore_url_status: '0', playstore_url: 'https://x' },
    };
    expect(landingBlocks(empty)).toEqual({
      promotions: [],
      earn: null,
      discount: null,
      apps: null,
      testimonials: null,
    });
    expect(landingBlocks(null).earn).toBeNull();
  });

  it('turn4 §7.4 Landing page blocks: an earn card shows when switched on with a title, its button only with a web link', () => {
    const lp = {
      earning_seller_status: '1',
      earning_seller_title: 'Sell',
      earning_seller_button_name: 'Join',
      earning_seller_button_url: 'javascript:alert(1)',
      earning_dm_status: 0,
      earning_dm_title: 'Ride',
    };
    expect(landingBlocks(lp).earn).toEqual({
      title: null,
      subtitle: null,
      seller: { title: 'Sell', subtitle: null, button: null },
      courier: null,
    });
    expect(landingBlocks({ ...lp, earning_seller_button_url: 'https://v.example/apply' }).earn?.seller?.button).toEqual(
      { label: 'Join', url: 'https://v.example/apply' },
    );
  });

  it('turn4 §7.3–7.4 Landing page blocks: testimonials keep status 1; the testimonial tab stands in when the landing list has none', () => {
    const lp = {
      base_urls: { testimonial_image_url: 'https://cdn.example/t' },
      testimonial_list: [
        { name: 'A', review: 'Good', status: 1 },
        { name: 'B', review: 'Off', status: 0 },
      ],
    };
    expect(landingBlocks(lp).testimonials?.quotes.map((q) => q.name)).toEqual(['A']);
    const tab = [{ name: 'C', detail: 'Great', position: 'Chef', img: 'c.png' }];
    expect(landingBlocks({ ...lp, testimonial_list: [] }, tab).testimonials?.quotes).toEqual([
      { name: 'C', role: 'Chef', text: 'Great', image: 'https://cdn.example/t/c.png' },
    ]);
  });
});

describe('maintenance mode', () => {
  it('turn4 §7.5 Maintenance mode: the boolean alone means maintenance until switched off, checked every 30 s', () => {
    const m = maintenanceAt({ maintenance_mode: true }, NOW)!;
    expect(m).toEqual({ message: null, body: null, endsAt: null });
    expect(nextCheckIn(m, NOW)).toBe(MAINTENANCE_POLL_MS);
    expect(retryAfterSeconds(m, NOW)).toBe(30);
    expect(maintenanceAt({ maintenance_mode: false }, NOW)).toBeNull();
    expect(maintenanceAt(null, NOW)).toBeNull();
  });

  it('turn4 §7.5 Maintenance mode: a period is in force only between its start and end; Retry-After counts to its end', () => {
    const data = {
      maintenance_duration_setup: {
        maintenance_duration: 'customize',
        start_date: '2026-11-28 11:00:00Z',
        end_date: '2026-11-28T12:05:00Z',
      },
      maintenance_message_setup: { maintenance_message: ' Upgrading ', message_body: '' },
    };
    const m = maintenanceAt({ maintenance_mode: 1, maintenance_mode_data: data }, NOW)!;
    expect(m.message).toBe('Upgrading');
    expect(m.body).toBeNull();
    expect(retryAfterSeconds(m, NOW)).toBe(300);
    expect(nextCheckIn(m, NOW)).toBe(300_000);
    expect(
      maintenanceAt({ maintenance_mode: true, maintenance_mode_data: data }, Date.parse('2026-11-28T12:05:00Z')),
    ).toBeNull();
    expect(
      maintenanceAt({ maintenance_mode: true, maintenance_mode_data: data }, Date.parse('2026-11-28T10:00:00Z')),
    ).toBeNull();
  });
});

describe('cookie consent', () => {
  it("turn4 §7.5 Cookie consent: shown with the business's text until answered, never on a page with its own bottom action", () => {
    expect(cookieNoticeShown('We use cookies', null, '/')).toBe(true);
    expect(cookieNoticeShown('We use cookies', true, '/')).toBe(false);
    expect(cookieNoticeShown('We use cookies', false, '/home')).toBe(false);
    expect(cookieNoticeShown('  ', null, '/')).toBe(false);
    expect(cookieNoticeShown(null, null, '/')).toBe(false);
    expect(cookieNoticeShown('We use cookies', null, '/checkout')).toBe(false);
  });
});

describe('newsletter and policy pages', () => {
  it('turn4 §7.2 Footer newsletter: the address is checked as the platform checks it', () => {
    expect(newsletterEmailError('')).toBe('required');
    expect(newsletterEmailError('a@b')).toBe('invalid');
    expect(newsletterEmailError(` ${'a'.repeat(251)}@b.co `)).toBe('tooLong');
    expect(newsletterEmailError(' reader@example.com ')).toBeNull();
  });

  it('turn4 §7.1 Policy pages: refund, shipping and cancellation follow their config switch; an empty editor page is no page', () => {
    expect(policyOffered('cancellation', { cancelation_policy: 0 })).toBe(false);
    expect(policyOffered('refund', { refund_policy: '1' })).toBe(true);
    expect(policyOffered('privacy', {})).toBe(true);
    expect(policyHasText('<p><br></p>')).toBe(false);
    expect(policyHasText('<p>&nbsp;</p>')).toBe(false);
    expect(policyHasText('<h2>Refunds</h2>')).toBe(true);
  });
});
