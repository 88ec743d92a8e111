// @vitest-environment node
/**
 * The document itself: valid OpenAPI 3.1, every $ref resolves, every call the specs make is covered with the
 * platform's exact path and method, every operation is named and grouped, and the shared schemas accept the
 * platform's documented bodies (and reject the shapes they must not be confused with).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRefs, doc, DOC_PATH, findOperation, operations, resolvePointer } from './validate.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every call of both specs' section 7 and of issue 3 item 1, with the platform's method and path. */
const REQUIRED: [string, string][] = [
  ['get', '/api/v1/config'],
  ['get', '/api/v1/config/get-zone-id'],
  ['get', '/api/v1/config/place-api-autocomplete'],
  ['get', '/api/v1/config/place-api-details'],
  ['get', '/api/v1/config/geocode-api'],
  ['get', '/api/v1/config/distance-api'],
  ['get', '/api/v1/module'],
  ['get', '/api/v1/zone/list'],
  ['get', '/api/v1/zone/check'],
  ['get', '/api/v1/categories'],
  ['get', '/api/v1/categories/childes/{category_id}'],
  ['get', '/api/v1/stores/latest'],
  ['get', '/api/v1/stores/popular'],
  ['get', '/api/v1/stores/get-stores/{filter_data}'],
  ['get', '/api/v1/stores/details/{id}'],
  ['get', '/api/v1/items/latest'],
  ['get', '/api/v1/items/popular'],
  ['get', '/api/v1/items/details/{id}'],
  ['get', '/api/v1/items/discounted'],
  ['get', '/api/v1/banners'],
  ['get', '/api/v1/campaigns/basic'],
  ['get', '/api/v1/campaigns/item'],
  ['get', '/api/v1/flash-sales'],
  ['get', '/api/v1/flash-sales/items'],
  ['get', '/api/v1/react-landing-page'],
  ['get', '/api/v1/about-us'],
  ['get', '/api/v1/terms-and-conditions'],
  ['get', '/api/v1/privacy-policy'],
  ['get', '/api/v1/refund-policy'],
  ['get', '/api/v1/shipping-policy'],
  ['get', '/api/v1/cancelation'],
  ['post', '/api/v1/newsletter/subscribe'],
  ['get', '/api/v1/testimonial'],
  ['get', '/api/v1/customer/cart/list'],
  ['post', '/api/v1/customer/cart/add'],
  ['post', '/api/v1/customer/cart/update'],
  ['delete', '/api/v1/customer/cart/remove-item'],
  ['delete', '/api/v1/customer/cart/remove'],
  ['get', '/api/v1/rental/user/cart/get-cart'],
  ['post', '/api/v1/rental/user/cart/add-to-cart'],
  ['delete', '/api/v1/rental/user/cart/remove-cart'],
  ['get', '/api/v1/rental/vehicle/search'],
  ['get', '/api/v1/rental/vehicle/get-vehicle-details/{id}'],
  ['get', '/api/v1/rental/provider/latest'],
  ['get', '/api/v1/rental/provider/get-provider-details/{id}'],
  ['get', '/api/v1/rental/vehicle/category-list'],
  ['get', '/api/v1/rental/user/wish-list'],
  ['post', '/api/v1/rental/user/wish-list/add'],
  ['delete', '/api/v1/rental/user/wish-list/remove'],
  ['get', '/api/v1/customer/info'],
  ['post', '/api/v1/customer/update-profile'],
  ['delete', '/api/v1/customer/remove-account'],
  ['get', '/api/v1/customer/address/list'],
  ['post', '/api/v1/customer/address/add'],
  ['put', '/api/v1/customer/address/update/{id}'],
  ['delete', '/api/v1/customer/address/delete'],
  ['get', '/api/v1/customer/wish-list'],
  ['post', '/api/v1/customer/wish-list/add'],
  ['delete', '/api/v1/customer/wish-list/remove'],
  ['post', '/api/v1/auth/guest/request'],
  ['post', '/api/v1/auth/login'],
  ['post', '/api/v1/auth/sign-up'],
  ['post', '/api/v1/auth/verify-phone'],
  ['post', '/api/v1/auth/update-info'],
  ['post', '/api/v1/auth/forgot-password'],
  ['post', '/api/v1/auth/verify-token'],
  ['put', '/api/v1/auth/reset-password'],
  ['post', '/api/v1/auth/firebase-verify-token'],
  ['post', '/api/v1/auth/social-login'],
  ['post', '/api/v1/auth/social-register'],
  ['put', '/api/v1/auth/firebase-reset-password'],
  ['post', '/api/v1/customer/wallet/add-fund'],
  ['get', '/api/v1/customer/wallet/transactions'],
  ['get', '/api/v1/customer/wallet/bonuses'],
  ['get', '/api/v1/customer/loyalty-point/transactions'],
  ['post', '/api/v1/customer/loyalty-point/point-transfer'],
  ['get', '/api/v1/coupon/list'],
  ['get', '/api/v1/coupon/apply'],
  ['post', '/api/v1/customer/order/place'],
  ['get', '/api/v1/customer/order/list'],
  ['get', '/api/v1/customer/order/details'],
  ['get', '/api/v1/customer/order/track'],
];

// Under customer/order but not token-or-guest: parcel-instructions and the reason lists are public, a refund request needs the token (api2 §10).
const TOKEN_OR_GUEST =
  /^\/api\/v1\/(customer\/(cart|order)\/(?!parcel-instructions|cancellation-reasons|refund-reasons|refund-request)|rental\/user\/(cart|trip)\/)/;

describe('openapi/storefront.yaml', () => {
  it('doc: is an OpenAPI 3.1 document with info, paths and components', () => {
    expect(String(doc.openapi)).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths as object).length).toBeGreaterThan(0);
    expect(Object.keys((doc.components as { schemas: object }).schemas).length).toBeGreaterThan(0);
  });

  it('doc: every $ref resolves inside the document', () => {
    const refs = allRefs();
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(({ ref }) => resolvePointer(ref) === undefined).map(({ at, ref }) => `${at} → ${ref}`);
    expect(broken).toEqual([]);
  });

  it('doc: passes the Redocly OpenAPI 3.1 linter (recommended rules) without problems', async () => {
    const redocly = await import('@redocly/openapi-core');
    const config = await redocly.createConfig({ extends: ['recommended'] });
    const problems = await redocly.lint({ ref: DOC_PATH, config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('doc: covers every call of the specs with the platform path and method', () => {
    const missing = REQUIRED.filter(([m, p]) => {
      try {
        findOperation(m, p);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    for (const [, p] of REQUIRED) expect(p.startsWith('/api/v1/')).toBe(true);
  });

  it('doc: every operation has a unique operationId, a declared tag, a success answer and the 429 answer', () => {
    const declared = new Set(((doc.tags as { name: string }[]) ?? []).map((t) => t.name));
    const ids = new Set<string>();
    for (const op of operations()) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags.length, where).toBeGreaterThan(0);
      for (const t of op.tags) expect(declared.has(t), `${where} tag ${t}`).toBe(true);
      expect(
        op.statuses.some((s) => s.startsWith('2')),
        where,
      ).toBe(true);
      expect(op.statuses, where).toContain('429');
    }
  });

  it('doc: access rules — token routes answer 401 Unauthenticated, token-or-guest routes 401 {errors:string}', () => {
    for (const op of operations()) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      const security = op.raw.security as Record<string, string[]>[] | undefined;
      const unauth = (op.raw.responses as Record<string, { $ref?: string }>)['401'];
      if (TOKEN_OR_GUEST.test(op.path)) {
        expect(security, where).toEqual([{ bearerAuth: [] }, {}]);
        expect(unauth?.$ref, where).toBe('#/components/responses/GuestUnauthorized');
        const params = (op.raw.parameters as { $ref?: string }[]).map((p) => p.$ref);
        if (op.method !== 'post') expect(params, where).toContain('#/components/parameters/GuestIdQuery');
      } else if (security && security.length === 1) {
        expect(security, where).toEqual([{ bearerAuth: [] }]);
        expect(unauth?.$ref, where).toBe('#/components/responses/Unauthenticated');
      } else {
        // public routes: a 401 is a business answer (bad credentials), never the access-rule shapes
        expect(unauth?.$ref, where).toBeUndefined();
      }
    }
  });

  it('doc: the request headers are reusable parameters and every operation documents the common ones', () => {
    const params = (doc.components as { parameters: Record<string, { name: string; in: string }> }).parameters;
    const headerNames = new Set(
      Object.values(params)
        .filter((p) => p.in === 'header')
        .map((p) => p.name),
    );
    for (const h of ['zoneId', 'moduleId', 'latitude', 'longitude', 'X-localization', 'X-software-id', 'Accept']) {
      expect(headerNames.has(h), h).toBe(true);
    }
    expect((doc.components as { securitySchemes: object }).securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
    for (const op of operations()) {
      const refs = ((op.raw.parameters as { $ref?: string }[] | undefined) ?? []).map((p) => p.$ref);
      for (const common of ['LocalizationHeader', 'SoftwareIdHeader', 'AcceptHeader']) {
        expect(refs, `${op.method} ${op.path}`).toContain(`#/components/parameters/${common}`);
      }
    }
  });

  it('doc: routes under the module check document moduleId as platform-required and list the 403', () => {
    const moduleRoutes = [
      '/api/v1/items/latest',
      '/api/v1/items/popular',
      '/api/v1/items/details/{id}',
      '/api/v1/stores/latest',
      '/api/v1/stores/popular',
      '/api/v1/categories/childes/{category_id}',
      '/api/v1/coupon/apply',
    ];
    for (const path of moduleRoutes) {
      const op = findOperation('get', path);
      const refs = (op.raw.parameters as { $ref?: string }[]).map((p) => p.$ref);
      expect(refs, path).toContain('#/components/parameters/ModuleIdHeaderRequired');
      expect(op.statuses, path).toContain('403');
    }
    const zoneRoutes = [
      '/api/v1/items/latest',
      '/api/v1/items/popular',
      '/api/v1/stores/latest',
      '/api/v1/stores/popular',
      '/api/v1/stores/get-stores/{filter_data}',
      '/api/v1/coupon/list',
      '/api/v1/customer/wish-list',
    ];
    for (const path of zoneRoutes) {
      const refs = (findOperation('get', path).raw.parameters as { $ref?: string }[]).map((p) => p.$ref);
      expect(refs, path).toContain('#/components/parameters/ZoneIdHeaderRequired');
    }
  });

  it('doc: every operation is exercised by a contract test against the reference server', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const called = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.test.ts') && n !== 'document.test.ts')) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/\.op\(\s*'(get|post|put|delete)',\s*'([^']+)'/g))
        called.add(`${m[1]} ${m[2]}`);
    }
    const untested = operations()
      .map((o) => `${o.method} ${o.path}`)
      .filter((k) => !called.has(k));
    expect(untested).toEqual([]);
    const unknown = [...called].filter((k) => !operations().some((o) => `${o.method} ${o.path}` === k));
    expect(unknown).toEqual([]);
  });

  it('doc: generates TypeScript that typechecks under --strict', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-gen-'));
    try {
      const out = join(dir, 'schema.gen.ts');
      const bin = join(ROOT, 'node_modules/.bin');
      execFileSync(join(bin, 'openapi-typescript'), [DOC_PATH, '-o', out], { cwd: ROOT, stdio: 'pipe' });
      writeFileSync(
        join(dir, 'use.ts'),
        `import type { paths, components } from './schema.gen.ts';\n` +
          `type Item = components['schemas']['Item'];\n` +
          `export const fv: Item['food_variations'] = '';\n` +
          `type Zone = paths['/api/v1/config/get-zone-id']['get']['responses'][200]['content']['application/json'];\n` +
          `export const z: Zone['zone_id'] = '[1]';\n`,
      );
      execFileSync(
        join(bin, 'tsc'),
        [
          '--noEmit',
          '--strict',
          '--allowImportingTsExtensions',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
          '--target',
          'es2022',
          out,
          join(dir, 'use.ts'),
        ],
        {
          cwd: ROOT,
          stdio: 'pipe',
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
