/**
 * The module home's discovery rows (src/api/queries/storeLists.ts) against the reference server: turn4 §1.2
 * featured and top-rated stores, §2.1 most-reviewed, recommended and new-arrival items. Each row asks its own
 * path, answers the scope's list, and keeps to the row's length.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  featuredStoresQuery,
  mostReviewedItemsQuery,
  newArrivalItemsQuery,
  recommendedItemsQuery,
  topRatedStoresQuery,
} from '../../../src/api/queries/storeLists';
import { HOME_ITEM_LIMIT, STORE_LIST_LIMIT, type Scope } from '../../../src/api/queries/catalog';
import { startEdgeServer, type EdgeServer } from './edgeServer';

let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food'));

const foodScope = (): Scope => ({ moduleId: server.modules.food!.id, moduleType: 'food', zone: server.zoneId });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('Discovery rows against the reference server', () => {
  it("turn4 §1.2 Featured and top-rated stores: each row is the module's stores, at most twelve", async () => {
    const queries = client();
    const featured = await queries.fetchQuery(featuredStoresQuery(foodScope()));
    const topRated = await queries.fetchQuery(topRatedStoresQuery(foodScope()));
    expect(server.to('/api/v1/stores/get-stores/all').at(-1)?.status).toBe(200);
    expect(server.to('/api/v1/stores/top-rated').at(-1)?.status).toBe(200);
    for (const row of [featured, topRated]) {
      expect(row.length).toBeGreaterThan(0);
      expect(row.length).toBeLessThanOrEqual(STORE_LIST_LIMIT);
      expect(row.every((store) => store.module_id === server.modules.food!.id)).toBe(true);
    }
  });

  it('turn4 §2.1 Most-reviewed, recommended and new-arrival items: each row answers items, at most ten', async () => {
    const queries = client();
    const rows = [
      await queries.fetchQuery(mostReviewedItemsQuery(foodScope())),
      await queries.fetchQuery(recommendedItemsQuery(foodScope())),
      await queries.fetchQuery(newArrivalItemsQuery(foodScope())),
    ];
    for (const path of ['most-reviewed', 'recommended', 'new-arrival']) {
      expect(server.to(`/api/v1/items/${path}`).at(-1)?.status).toBe(200);
    }
    expect(rows[0]!.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.length).toBeLessThanOrEqual(HOME_ITEM_LIMIT);
      expect(row.every((item) => typeof item.id === 'number' && item.name.length > 0)).toBe(true);
    }
  });

  it('turn4 §1.2 A row waits for the scope: no module or zone, no request', () => {
    const scope: Scope = { moduleId: null, moduleType: null, zone: null };
    for (const row of [featuredStoresQuery, topRatedStoresQuery, mostReviewedItemsQuery, recommendedItemsQuery]) {
      expect(row(scope).enabled).toBe(false);
    }
  });
});
