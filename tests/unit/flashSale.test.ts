import { describe, expect, it } from 'vitest';
import { saleStock, saleTime, timeLeft } from '../../src/domain/flashSale';

describe('turn4 §3.5 Flash sale countdown and sale stock', () => {
  it('turn4 §3.5 Flash sale countdown: days, hours, minutes and seconds to the end, from the platform date forms', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(timeLeft('2026-11-30T12:30:15.000000Z', now)).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 15 });
    expect(saleTime('2026-11-30 12:30:15')).toBe(Date.parse('2026-11-30T12:30:15'));
  });

  it('turn4 §3.5 Flash sale countdown: an ended sale or an unreadable end has no time left', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(timeLeft('2026-11-28T10:00:00Z', now)).toBeNull();
    expect(timeLeft('2020-01-01T00:00:00Z', now)).toBeNull();
    expect(timeLeft('soon', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });

  it('turn4 §3.5 Flash sale stock: left of the sale stock and the sold share for the bar', () => {
    expect(saleStock({ stock: 10, sold: 2, available_stock: 8 })).toEqual({
      left: 8,
      sold: 2,
      total: 10,
      soldPercent: 20,
      soldOut: false,
    });
  });

  it('turn4 §3.5 Flash sale stock: an entry whose sale stock is gone shows sold out, never a negative count', () => {
    expect(saleStock({ stock: 4, sold: 4, available_stock: 0 })).toMatchObject({
      left: 0,
      soldOut: true,
      soldPercent: 100,
    });
    expect(saleStock({ stock: 4, sold: 5, available_stock: -1 })).toMatchObject({ left: 0, total: 5, soldOut: true });
  });
});
