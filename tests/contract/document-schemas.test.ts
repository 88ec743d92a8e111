// @vitest-environment node
/**
 * The document itself: valid OpenAPI 3.1, every $ref resolves, every call the specs make is covered with the
 * platform's exact path and method, every operation is named and grouped, and the shared schemas accept the
 * platform's documented bodies (and reject the shapes they must not be confused with).
 */
import { describe, expect, it } from 'vitest';
import { validateComponent } from './validate.ts';

describe('shared schemas accept the platform bodies', () => {
  it('api §2.1 ErrorList: the canonical error; rejects a string or object errors', () => {
    expect(
      validateComponent('ErrorList', { errors: [{ code: 'guest_id', message: 'The guest id field is required.' }] }),
    ).toEqual([]);
    expect(validateComponent('ErrorList', { errors: 'Unauthorized' })).not.toEqual([]);
    expect(validateComponent('ErrorList', { errors: { code: 'product-001', message: 'Not found' } })).not.toEqual([]);
  });

  it('api §2.2 ErrorString, ErrorObject, MessageOnly: the other error shapes', () => {
    expect(validateComponent('ErrorString', { errors: 'Unauthorized' })).toEqual([]);
    expect(validateComponent('ErrorString', { errors: [] })).not.toEqual([]);
    expect(validateComponent('ErrorObject', { errors: { code: 'product-001', message: 'Not found' } })).toEqual([]);
    expect(validateComponent('ErrorObject', { errors: { message: 'digital_payment_is_disable' } })).toEqual([]);
    expect(validateComponent('ErrorObject', { errors: [{ code: 'x', message: 'y' }] })).not.toEqual([]);
    expect(validateComponent('MessageOnly', { message: 'Already in wishlist' })).toEqual([]);
    expect(validateComponent('MessageOnly', {})).not.toEqual([]);
  });

  it('api §1.6 pagination: limit/offset are echoed untyped (number, string or null)', () => {
    for (const v of [10, '10', null]) {
      expect(validateComponent('StorePage', { total_size: 0, limit: v, offset: v, stores: [] })).toEqual([]);
    }
    expect(validateComponent('StorePage', { total_size: 0, limit: 10, offset: 1 })).not.toEqual([]);
  });

  it('api §3.1 get-zone-id: zone_id is a JSON array string, not an array', () => {
    expect(validateComponent('ZoneIdResponse', { zone_id: '[2,1]', zone_data: [] })).toEqual([]);
    expect(validateComponent('ZoneIdResponse', { zone_id: [2, 1], zone_data: [] })).not.toEqual([]);
  });

  it('api §5.3 Module: status is a string', () => {
    const m = { id: 1, module_name: 'Food', module_type: 'food', status: '1' };
    expect(validateComponent('Module', m)).toEqual([]);
    expect(validateComponent('Module', { ...m, status: 1 })).not.toEqual([]);
  });

  it('api §5.1 Item: food_variations may be "" (not any other string), category_ids ids are strings', () => {
    const item = {
      id: 1,
      name: 'Burger',
      price: 100,
      discount: 0,
      discount_type: 'percent',
      store_id: 1,
      category_ids: [{ id: '3', position: 1 }],
    };
    expect(validateComponent('Item', { ...item, food_variations: '' })).toEqual([]);
    expect(
      validateComponent('Item', {
        ...item,
        food_variations: [
          {
            name: 'Size',
            type: 'single',
            min: 0,
            max: 0,
            required: 'on',
            values: [{ label: 'Large', optionPrice: '20' }],
          },
        ],
      }),
    ).toEqual([]);
    expect(validateComponent('Item', { ...item, food_variations: 'x' })).not.toEqual([]);
  });

  it('api §3.3 AuthResult: token and is_exist_user are nullable', () => {
    const r = {
      token: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: null,
    };
    expect(validateComponent('AuthResult', r)).toEqual([]);
    expect(
      validateComponent('AuthResult', { ...r, token: 'abc', is_exist_user: { id: 3, name: 'A B', image: null } }),
    ).toEqual([]);
    expect(validateComponent('AuthResult', { ...r, login_type: 'password' })).not.toEqual([]);
  });

  it('api §4 Config: additional keys are allowed; centralize_login is required', () => {
    const errors = validateComponent('Config', { some_new_key: 1 });
    expect(errors.join('\n')).toMatch(/centralize_login/);
    expect(errors.join('\n')).not.toMatch(/some_new_key/);
  });

  it('api2 §11 RentalCart: user_data is an object or []; provider.pickup_zone_id is an array of strings', () => {
    expect(validateComponent('RentalCart', { carts: [], user_data: [] })).toEqual([]);
    expect(validateComponent('RentalCart', { carts: [], user_data: [1] })).not.toEqual([]);
  });
});

describe('harness', () => {
  it('validateResponse: follows response $refs and path templates, and rejects undocumented statuses', async () => {
    const { validateResponse } = await import('./validate.ts');
    expect(
      validateResponse('GET', '/api/v1/items/details/{id}', 404, {
        errors: { code: 'product-001', message: 'Not found' },
      }).problems,
    ).toEqual([]);
    expect(
      validateResponse('GET', '/api/v1/items/details/{id}', 404, {
        errors: [{ code: 'product-001', message: 'Not found' }],
      }).ok,
    ).toBe(false);
    expect(
      validateResponse('GET', '/api/v1/stores/latest', 403, {
        errors: [{ code: 'zoneId', message: 'Zone id required' }],
      }).problems,
    ).toEqual([]);
    expect(validateResponse('GET', '/api/v1/customer/cart/list', 401, { errors: 'Unauthorized' }).problems).toEqual([]);
    expect(validateResponse('GET', '/api/v1/zone/check', 200, true).problems).toEqual([]);
    expect(validateResponse('GET', '/api/v1/zone/check', 200, 'true').ok).toBe(false);
    expect(validateResponse('GET', '/api/v1/config', 418, {}).problems[0]).toMatch(/not documented/);
  });
});
