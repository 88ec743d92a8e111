/**
 * The product page (src/features/product/ProductDetail.tsx at /product/$id), rendered by the app against the
 * reference server's seed: what a customer sees of Organic Bananas (grocery) and of Classic Beef Burger (food,
 * with a required Size), by role and name, and what Add to Cart does (core §2 Product detail, §4).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
import { getScope } from '../../../src/api/scope';
import { startEdgeServer, type EdgeServer } from '../edge/edgeServer';
import { renderPage } from './renderPage';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 60_000 });
let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer();
});
afterAll(() => server?.close());
beforeEach(() => server.useScope('grocery'));

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('core §2 Product detail', () => {
  it('core §2 en: the item’s name as the heading, its price, quantity controls, Add to Cart and Buy Now', async () => {
    await renderPage('/product/101?module_id=2', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Bananas' })).toBeTruthy();
    expect(screen.getAllByText('৳80.00').length).toBeGreaterThan(0);
    expect(button('Add to Cart').disabled).toBe(false);
    expect(button('Buy Now').disabled).toBe(false);
    expect(button('Increase quantity').disabled).toBe(false);
    expect(button('Add to wishlist')).toBeTruthy();
  });

  it('core §4 a guest taps Add to Cart: the server’s cart holds one Organic Bananas and "Item added to cart." is announced', async () => {
    await renderPage('/product/101?module_id=2', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Organic Bananas' });
    fireEvent.click(button('Add to Cart'));
    await screen.findByText('Item added to cart.');
    const cart = await server.call('GET', `/api/v1/customer/cart/list?guest_id=${getScope().guestId}`, {
      headers: { moduleId: String(server.modules.grocery!.id) },
    });
    expect((cart.body as { item_id: number; quantity: number }[]).map((l) => [l.item_id, l.quantity])).toEqual([
      [101, 1],
    ]);
  });

  it('core §2 ar: the page in Arabic, right to left: أضف إلى السلة and اشترِ الآن, the quantity controls named in Arabic', async () => {
    await renderPage('/product/101?module_id=2', 'ar');
    await screen.findByRole('button', { name: 'أضف إلى السلة' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(button('اشترِ الآن').disabled).toBe(false);
    expect(button('زيادة الكمية')).toBeTruthy();
    expect(button('إنقاص الكمية')).toBeTruthy();
  });
});
