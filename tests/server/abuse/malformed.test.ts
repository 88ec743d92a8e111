// @vitest-environment node
/**
 * acc §Transport: malformed client values are refused or ignored in the platform's shape, never a hidden
 * internal error (403 code "server"): a 7,000-deep zoneId header on the catalogue, and a scalar JSON where
 * rental vehicle search expects a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(() => {
  t = makeApp();
});
afterAll(() => t.dispose());

const codes = (body: any): string[] =>
  Array.isArray(body?.errors) ? body.errors.map((e: { code: string }) => e.code) : [];
const deep = `${'['.repeat(7000)}1${']'.repeat(7000)}`;

describe('acc §Transport: malformed input', () => {
  for (const path of [
    '/api/v1/stores/latest',
    '/api/v1/items/popular',
    '/api/v1/categories',
    '/api/v1/banners',
    '/api/v1/items/discounted?category_ids=' + encodeURIComponent(deep),
  ])
    it(`a 7,000-deep zoneId header on ${path.split('?')[0]} is no internal error`, async () => {
      const r = await t.call('GET', path, { headers: { moduleId: '1', zoneId: deep } });
      expect(r.status).toBeLessThan(500);
      expect(codes(r.body)).not.toContain('server');
    });

  for (const field of ['brand_ids', 'category_ids', 'seating_capacity'])
    for (const value of ['5', '{"a":1}', 'null', '"2-4"'])
      it(`rental vehicle search with ${field}=${value} answers, no internal error`, async () => {
        const r = await t.call(
          'GET',
          `/api/v1/rental/vehicle/search?${field}=${encodeURIComponent(value)}&offset=1&limit=10`,
          { headers: { moduleId: '6', zoneId: '[1]' } },
        );
        expect(codes(r.body)).not.toContain('server');
        expect(r.status).toBeLessThan(500);
      });
});
