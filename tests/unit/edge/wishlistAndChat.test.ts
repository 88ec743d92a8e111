/**
 * The wishlist's edge (src/app/cartFlows.ts createWishlistFlow; api §3.4, api2 §11) and the chat's
 * (src/app/chatFlows.ts; acc §7, core §5) against the reference server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { createWishlistFlow } from '../../../src/app/cartFlows';
import { createChatLogic } from '../../../src/app/chatFlows';
import { threadKey, type MessageThread } from '../../../src/api/queries/inbox';
import type { ApiError } from '../../../src/api/errors';
import { startEdgeServer, type EdgeServer } from './edgeServer';
import { failureOf, runProvided } from './provided';

let server: EdgeServer;
let item: { id: number; store_id: number };
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  server = await startEdgeServer();
  const popular = await server.call('GET', '/api/v1/items/popular', {
    headers: { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) },
  });
  item = (popular.body as { products: { id: number; store_id: number }[] }).products[0]!;
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('food', { signedIn: true }));

async function wishlist(): Promise<{ item: { id: number }[]; store: { id: number }[] }> {
  const res = await server.call('GET', '/api/v1/customer/wish-list', {
    token: await server.token(),
    headers: { zoneId: server.zoneId, moduleId: String(server.modules.food!.id) },
  });
  return res.body as { item: { id: number }[]; store: { id: number }[] };
}

describe('api §3.4 Wishlist (addToWishlist, removeFromWishlist)', () => {
  it('api §3.4 the heart on an item adds it and answers the server’s words; the heart again removes it', async () => {
    const flow = createWishlistFlow(new QueryClient());
    const added = await runProvided<{ message?: string }>(flow, 'addToWishlist', {
      target: { kind: 'item', id: item.id },
    });
    const sent = server.to('/api/v1/customer/wish-list/add', 'POST').at(-1)!;
    expect(sent.status).toBe(200);
    expect(added.message).toBe((sent.body as { message: string }).message);
    expect((await wishlist()).item.map((i) => i.id)).toContain(item.id);
    await runProvided(flow, 'removeFromWishlist', { target: { kind: 'item', id: item.id } });
    expect(server.to('/api/v1/customer/wish-list/remove', 'DELETE').at(-1)?.status).toBe(200);
    expect((await wishlist()).item.map((i) => i.id)).not.toContain(item.id);
  });

  it('api §3.4 a store is a favourite by its store_id; adding it twice is the server’s 409 (the platform’s already_in_wishlist), the actor fails with its words', async () => {
    const flow = createWishlistFlow(new QueryClient());
    await runProvided(flow, 'addToWishlist', { target: { kind: 'store', id: item.store_id } });
    expect((await wishlist()).store.map((s) => s.id)).toContain(item.store_id);
    const error = await failureOf(flow, 'addToWishlist', { target: { kind: 'store', id: item.store_id } });
    const sent = server.to('/api/v1/customer/wish-list/add', 'POST').at(-1)!;
    expect(sent.status).toBe(409);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).messages.length).toBeGreaterThan(0);
    await runProvided(flow, 'removeFromWishlist', { target: { kind: 'store', id: item.store_id } });
  });

  it('api2 §11 in the rental module a vehicle and a provider are favourites of the rental list, by vehicle_id and provider_id', async () => {
    await server.useScope('rental', { signedIn: true });
    const headers = { zoneId: server.zoneId, moduleId: String(server.modules.rental!.id) };
    const top = await server.call('GET', '/api/v1/rental/vehicle/top-rated?limit=1&offset=1', { headers });
    const vehicle = (top.body as { vehicles: { id: number; provider_id: number }[] }).vehicles[0]!;
    const flow = createWishlistFlow(new QueryClient());
    await runProvided(flow, 'addToWishlist', { target: { kind: 'vehicle', id: vehicle.id } });
    await runProvided(flow, 'addToWishlist', { target: { kind: 'provider', id: vehicle.provider_id } });
    expect(server.to('/api/v1/rental/user/wish-list/add', 'POST').map((x) => x.status)).toEqual([200, 200]);
    const list = async () =>
      (await server.call('GET', '/api/v1/rental/user/wish-list', { token: await server.token(), headers })).body as {
        vehicles: { id: number }[];
        providers: { id: number }[];
      };
    expect((await list()).vehicles.map((v) => v.id)).toContain(vehicle.id);
    expect((await list()).providers.map((v) => v.id)).toContain(vehicle.provider_id);
    await runProvided(flow, 'removeFromWishlist', { target: { kind: 'vehicle', id: vehicle.id } });
    await runProvided(flow, 'removeFromWishlist', { target: { kind: 'provider', id: vehicle.provider_id } });
    expect(await list()).toMatchObject({ vehicles: [], providers: [] });
  });

  it('api §3.4 a guest: 401, the actor fails (the machine asks the guest to sign in before it calls)', async () => {
    await server.useScope('food');
    const error = await failureOf(createWishlistFlow(new QueryClient()), 'addToWishlist', {
      target: { kind: 'item', id: item.id },
    });
    expect((error as ApiError).status).toBe(401);
  });
});

describe('acc §7 Chat (sendMessage, loadThread)', () => {
  const store = () => ({ kind: 'vendor' as const, id: item.store_id });

  it('acc §7 a message with an image to a store: multipart with receiver_type vendor; the answer becomes the thread’s first page', async () => {
    const queryClient = new QueryClient();
    const logic = createChatLogic(queryClient);
    const image = new File([PNG], 'photo.png', { type: 'image/png' });
    const sent = await runProvided<{ newestId: number | null }>(logic, 'sendMessage', {
      entry: { localId: 'l1', text: 'Is the biryani spicy?', images: [image], status: 'sending' },
      target: store(),
      partner: 'vendor',
      receiverId: null,
      orderId: null,
    });
    const answer = server.to('/api/v1/customer/message/send', 'POST').at(-1)!;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const page = answer.body as MessageThread;
    expect(sent.newestId).toBe(Math.max(...page.messages.map((m) => m.id)));
    const cached = queryClient.getQueryData<InfiniteData<MessageThread, number>>(threadKey(store()));
    expect(cached?.pages[0]).toEqual(page);
    const newest = page.messages.find((m) => m.id === sent.newestId) as unknown as {
      message: string;
      file_full_url?: unknown[];
    };
    expect(newest.message).toBe('Is the biryani spicy?');
    const loaded = await runProvided<{ newestId: number | null }>(createChatLogic(new QueryClient()), 'loadThread', {
      target: store(),
    });
    expect(loaded.newestId).toBe(sent.newestId);
  });

  it('acc §7 support needs no ids: the message goes to admin and opens the customer’s one support conversation', async () => {
    const logic = createChatLogic(new QueryClient());
    const support = { kind: 'admin' as const, id: 0 };
    const sent = await runProvided<{ newestId: number | null }>(logic, 'sendMessage', {
      entry: { localId: 'l2', text: 'Where is my order?', images: [], status: 'sending' },
      target: support,
      partner: 'admin',
      receiverId: null,
      orderId: null,
    });
    expect(server.to('/api/v1/customer/message/send', 'POST').at(-1)?.status).toBe(200);
    expect(sent.newestId).toBeGreaterThan(0);
  });

  it('acc §7 signed out: the send is refused with 401 and the actor fails', async () => {
    await server.useScope('food');
    const error = await failureOf(createChatLogic(new QueryClient()), 'sendMessage', {
      entry: { localId: 'l3', text: 'Hello', images: [], status: 'sending' },
      target: store(),
      partner: 'vendor',
      receiverId: null,
      orderId: null,
    });
    expect((error as ApiError).status).toBe(401);
  });
});
