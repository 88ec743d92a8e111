/**
 * acc §9 "Default page size 10" on the lists that still asked for 25, and the product page's reviews: the queries
 * of src/api/queries/rental.ts and inbox.ts against the reference server, ten a page, the next page while the
 * server's total says there is one, and an item's reviews newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getScope } from '../../../src/api/scope';
import { providerReviewsQuery, providerVehiclesQuery, vehicleSearchQuery } from '../../../src/api/queries/rental';
import { itemReviewPagesQuery } from '../../../src/api/queries/itemReviews';
import { startEdgeServer, type EdgeServer } from './edgeServer';

let server: EdgeServer;
beforeAll(async () => {
  server = await startEdgeServer();
});
afterAll(() => server?.close());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
/** The page the server says it answered (some lists echo the query's strings, others numbers). */
const echoed = (path: string) => {
  const body = server.to(path, 'GET').at(-1)?.body as { limit: unknown; offset: unknown };
  return { limit: Number(body.limit), offset: Number(body.offset) };
};

describe('acc §9 rental lists, ten at a time', () => {
  it('acc §9 vehicles found, a provider’s vehicles and its reviews are asked ten a page, from page 1', async () => {
    await server.useScope('rental');
    const scope = getScope();
    const found = await client().fetchInfiniteQuery(vehicleSearchQuery(scope, {}));
    expect(echoed('/api/v1/rental/vehicle/search')).toEqual({ limit: 10, offset: 1 });
    const providerId = found.pages[0]!.rows[0]!.provider_id;
    await client().fetchInfiniteQuery(providerVehiclesQuery(scope, providerId, {}));
    expect(echoed('/api/v1/rental/vehicle/get-provider-vehicles')).toEqual({ limit: 10, offset: 1 });
    await client().fetchInfiniteQuery(providerReviewsQuery(scope, providerId));
    expect(echoed(`/api/v1/rental/provider/get-provider-reviews/${providerId}`)).toEqual({ limit: 10, offset: 1 });
  });

  it('acc §9 Load more is offered while the total is beyond the pages shown, and not after an empty page', () => {
    const next = vehicleSearchQuery(getScope(), {}).getNextPageParam;
    const page = (rows: number, total: number) => ({
      rows: Array.from({ length: rows }, () => ({}) as never),
      total,
      min: 0,
      max: 0,
    });
    expect(next(page(10, 25), [page(10, 25)], 1, [1])).toBe(2);
    expect(next(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)], 3, [1, 2, 3])).toBeUndefined();
    expect(next(page(8, 8), [page(8, 8)], 1, [1])).toBeUndefined();
    expect(next(page(0, 40), [page(10, 40), page(0, 40)], 2, [1, 2])).toBeUndefined();
  });
});

describe('core §2 Product detail: reviews', () => {
  it('core §2 the product page asks for its reviews ten a page, newest first', async () => {
    await server.useScope('food');
    const page = (await client().fetchInfiniteQuery(itemReviewPagesQuery(server.modules.food!.id, 1))).pages[0]!;
    expect(echoed('/api/v1/items/reviews/1')).toEqual({ limit: 10, offset: 1 });
    expect(page.total).toBeGreaterThan(1);
    const stamps = page.rows.map((r) => String(r.created_at));
    expect(stamps).toEqual([...stamps].sort().reverse());
  });
});
