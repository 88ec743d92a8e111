// @vitest-environment node
/** Contract: the business's policy pages, the newsletter and the testimonials (platform-api-turn4 §7.1–§7.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectContract, startServer, type Server } from './server.ts';

let server: Server;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

const noScope = { headers: { zoneId: undefined, moduleId: undefined } };

describe('policy pages', () => {
  it('turn4 §7.1 about-us, terms, privacy, refund, shipping, cancelation: 200 a bare JSON string of HTML, no token, module or zone needed', async () => {
    const answers = [
      await server.op('get', '/api/v1/about-us', noScope),
      await server.op('get', '/api/v1/terms-and-conditions', noScope),
      await server.op('get', '/api/v1/privacy-policy', noScope),
      await server.op('get', '/api/v1/refund-policy', noScope),
      await server.op('get', '/api/v1/shipping-policy', noScope),
      await server.op('get', '/api/v1/cancelation', noScope),
    ];
    for (const res of answers) {
      expectContract(res, 200);
      expect(typeof res.body).toBe('string');
    }
  });

  it('turn4 §7.1 about-us: the Arabic text for X-localization ar, the English one by default', async () => {
    const en = await server.op('get', '/api/v1/about-us', { headers: { 'X-localization': undefined } });
    const ar = await server.op('get', '/api/v1/about-us', { headers: { 'X-localization': 'ar' } });
    expect(en.body).toContain('<h2>Who we are</h2>');
    expect(ar.body).toContain('من نحن');
  });

  it('turn4 §7.1 cancelation: "" where the business has written no page', async () => {
    const res = await server.op('get', '/api/v1/cancelation');
    expectContract(res, 200);
    expect(res.body).toBe('');
  });

  it('turn4 §7.1 policy pages: an unknown policy path is 404, never 500', async () => {
    const res = await server.call('GET', '/api/v1/cookie-policy');
    expect(res.status).toBe(404);
  });
});

describe('newsletter', () => {
  const subscribe = (json: unknown, lang?: string) =>
    server.op('post', '/api/v1/newsletter/subscribe', { json, headers: lang ? { 'X-localization': lang } : {} });

  it('turn4 §7.2 newsletter/subscribe: 200 "Subscription successful", then 403 email "has already been taken" for the same address in any case', async () => {
    const first = await subscribe({ email: 'reader@example.com' });
    expectContract(first, 200);
    expect(first.body).toEqual({ message: 'Subscription successful' });
    const again = await subscribe({ email: 'Reader@Example.com' });
    expectContract(again, 403);
    expect(again.body).toEqual({ errors: [{ code: 'email', message: 'The email has already been taken.' }] });
  });

  it.each([
    [{}, 'The email field is required.'],
    [{ email: '' }, 'The email field is required.'],
    [{ email: 'not-an-address' }, 'The email must be a valid email address.'],
    [{ email: 42 }, 'The email must be a string.'],
    [{ email: ['a@b.co'] }, 'The email must be a string.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'The email must not be greater than 255 characters.'],
  ])('turn4 §7.2 newsletter/subscribe: bad input %j is 403 email, never 500', async (json, message) => {
    const res = await subscribe(json);
    expectContract(res, 403);
    expect(errorCodes(res.body)).toEqual(['email']);
    expect((res.body as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(message);
  });

  it('turn4 §7.2 newsletter/subscribe: a body that is not JSON is 403 with errors, never 500', async () => {
    const res = await server.call('POST', '/api/v1/newsletter/subscribe', { raw: '{"email":' });
    expect(res.status).toBe(403);
    expect(Array.isArray((res.body as { errors?: unknown }).errors)).toBe(true);
  });

  it('turn4 §7.2 newsletter/subscribe: the refusal in Arabic for X-localization ar', async () => {
    const res = await subscribe({ email: 'nope' }, 'ar');
    expectContract(res, 403);
    expect((res.body as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/بريد إلكتروني صالح/);
  });
});

describe('testimonials', () => {
  it('turn4 §7.3 testimonial: 200 a bare array of names and file names, no URLs', async () => {
    const res = await server.op('get', '/api/v1/testimonial');
    expectContract(res, 200);
    const list = res.body as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]!).sort()).toEqual(['brand_image', 'detail', 'img', 'name', 'position']);
  });

  it("turn4 §7.4 react-landing-page: the earn blocks carry the business's registration links, and every testimonial row, switched off ones too", async () => {
    const res = await server.op('get', '/api/v1/react-landing-page');
    expectContract(res, 200);
    const lp = res.body as {
      earning_seller_button_url: string;
      earning_dm_button_url: string;
      testimonial_list: Array<{ status: number }>;
    };
    expect(lp.earning_seller_button_url).toMatch(/^https:\/\//);
    expect(lp.earning_dm_button_url).toMatch(/^https:\/\//);
    expect(lp.testimonial_list.some((t) => t.status === 0)).toBe(true);
  });
});
