// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD, firstError, makeApp, type TestApp } from './helpers.ts';
import { EN } from './customer.helpers.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = makeApp({ now: () => new Date(2025, 0, 15, 12, 0, 0) });
  token = await t.login();
});

afterEach(() => t.dispose());

const DESSERTS = 6;
const categoryIdsOf = (item: { category_ids: Array<{ id: string | number }> }) =>
  item.category_ids.map((c) => Number(c.id));

describe('turn4 §4.3 saved interests', () => {
  it('update-interest saves the ids; suggested-items then answers items of those categories only', async () => {
    const before = await t.call('GET', '/api/v1/customer/suggested-items', { token, headers: FOOD });
    expect(
      before.body.some((it: { category_ids: Array<{ id: string }> }) => !categoryIdsOf(it).includes(DESSERTS)),
    ).toBe(true);
    const saved = await t.call('POST', '/api/v1/customer/update-interest', {
      token,
      headers: FOOD,
      json: { interest: [DESSERTS] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Interest updated successfully' });
    const after = await t.call('GET', '/api/v1/customer/suggested-items', { token, headers: FOOD });
    expect(after.body.length).toBeGreaterThan(0);
    for (const it of after.body) expect(categoryIdsOf(it)).toContain(DESSERTS);
  });

  it('a second save merges (a union) and customer/info lists the module as selected_modules_for_interest', async () => {
    await t.call('POST', '/api/v1/customer/update-interest', { token, headers: FOOD, json: { interest: [DESSERTS] } });
    await t.call('POST', '/api/v1/customer/update-interest', {
      token,
      headers: FOOD,
      json: { interest: [7, DESSERTS] },
    });
    const after = await t.call('GET', '/api/v1/customer/suggested-items', { token, headers: FOOD });
    for (const it of after.body) expect(categoryIdsOf(it).some((id) => id === DESSERTS || id === 7)).toBe(true);
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body.selected_modules_for_interest).toEqual([1]);
    expect(info.body).not.toHaveProperty('interest');
  });

  it('bad input answers 403 with errors and saves nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'The interest field is required.'],
      [{ interest: [] }, 'The interest field is required.'],
      [{ interest: 'desserts' }, 'The interest must be an array.'],
      [{ interest: [6, 'x'] }, 'The interest must be a list of category ids.'],
      [{ interest: [-1] }, 'The interest must be a list of category ids.'],
      [{ interest: Array.from({ length: 201 }, (_, i) => i + 1) }, 'The interest may not have more than 200 items.'],
    ];
    for (const [json, message] of cases) {
      const r = await t.call('POST', '/api/v1/customer/update-interest', { token, headers: FOOD, json });
      expect(r.status).toBe(403);
      expect(firstError(r.body).message).toBe(message);
    }
    const info = await t.call('GET', '/api/v1/customer/info', { token, headers: EN });
    expect(info.body.selected_modules_for_interest).toEqual([]);
  });

  it('needs a token (401)', async () => {
    expect((await t.call('POST', '/api/v1/customer/update-interest', { json: { interest: [6] } })).status).toBe(401);
  });
});
