import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from './helpers.ts';

describe('core §9 Arabic: the module names come in the request language', () => {
  const t = makeApp();
  afterAll(() => t.dispose());

  it('answers each module name in Arabic for X-localization ar, in English otherwise', async () => {
    const ar = await t.call('GET', '/api/v1/module', { headers: { 'X-localization': 'ar' } });
    const en = await t.call('GET', '/api/v1/module', { headers: { 'X-localization': 'en' } });
    const names = (r: { body: Array<{ module_type: string; module_name: string }> }) =>
      Object.fromEntries(r.body.map((m) => [m.module_type, m.module_name]));
    expect(names(ar)).toEqual({
      food: 'الطعام',
      grocery: 'البقالة',
      pharmacy: 'الصيدلية',
      ecommerce: 'المتجر',
      parcel: 'الطرد',
      rental: 'التأجير',
    });
    expect(names(en)).toEqual({
      food: 'Food',
      grocery: 'Grocery',
      pharmacy: 'Pharmacy',
      ecommerce: 'Shop',
      parcel: 'Parcel',
      rental: 'Rental',
    });
  });
});
