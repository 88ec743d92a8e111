import { describe, expect, it } from 'vitest';
import {
  formatWindowTime,
  isAvailableNow,
  isCampaignItem,
  isWithinWindow,
  scheduledOrderFlag,
} from '../../src/domain/availability';

const at = (h: number, m = 0, s = 0) => new Date(2025, 0, 1, h, m, s);

describe('core §4 availability', () => {
  it('an item is purchasable only inside its window (bounds included)', () => {
    const cake = { available_time_starts: '03:00:00', available_time_ends: '04:00:00' };
    expect(isAvailableNow(cake, at(3))).toBe(true);
    expect(isAvailableNow(cake, at(4))).toBe(true);
    expect(isAvailableNow(cake, at(4, 0, 1))).toBe(false);
    expect(isAvailableNow(cake, at(12))).toBe(false);
    expect(isAvailableNow({ available_time_starts: '00:00:00', available_time_ends: '23:59:59' }, at(23, 59, 59))).toBe(
      true,
    );
  });
  it('a window that ends before it starts runs past midnight; missing bounds mean always', () => {
    expect(isWithinWindow('22:00', '02:00', at(23))).toBe(true);
    expect(isWithinWindow('22:00', '02:00', at(1, 30))).toBe(true);
    expect(isWithinWindow('22:00', '02:00', at(12))).toBe(false);
    expect(isWithinWindow(null, null, at(12))).toBe(true);
  });
  it('outside the window, schedule_order sets the scheduled-order flag', () => {
    const cake = { available_time_starts: '03:00:00', available_time_ends: '04:00:00', schedule_order: true };
    expect(scheduledOrderFlag(cake, at(12))).toBe(true);
    expect(scheduledOrderFlag(cake, at(3, 30))).toBe(false);
    expect(scheduledOrderFlag({ ...cake, schedule_order: false }, at(12))).toBe(false);
  });
  it('core §3: an item with available_date_starts is a campaign item', () => {
    expect(isCampaignItem({ available_date_starts: '2024-01-01' })).toBe(true);
    expect(isCampaignItem({ available_date_starts: null })).toBe(false);
  });
  it('the window is written in the configured time format', () => {
    expect(formatWindowTime('03:00:00', '12')).toBe('3:00 AM');
    expect(formatWindowTime('15:30:00', '12')).toBe('3:30 PM');
    expect(formatWindowTime('00:05', '12')).toBe('12:05 AM');
    expect(formatWindowTime('15:30:00', '24')).toBe('15:30');
  });
});
