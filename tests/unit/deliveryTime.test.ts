import { describe, expect, it } from 'vitest';
import { deliveryRange, parseDeliveryTime } from '../../src/domain/deliveryTime';

describe('Store cards: a store delivery time is read into numbers and a unit, so Arabic gets no "30-40 min"', () => {
  it('the platform shapes: minutes, hours, days, with or without spaces', () => {
    expect(parseDeliveryTime('30-40 min')).toEqual({ from: 30, to: 40, unit: 'min' });
    expect(parseDeliveryTime('1-2 hours')).toEqual({ from: 1, to: 2, unit: 'hours' });
    expect(parseDeliveryTime('2 - 4 Days')).toEqual({ from: 2, to: 4, unit: 'days' });
    expect(parseDeliveryTime('45min')).toEqual({ from: 45, to: 45, unit: 'min' });
    expect(parseDeliveryTime('40-30 min')).toEqual({ from: 30, to: 40, unit: 'min' });
  });
  it('anything else is left as sent', () => {
    expect(parseDeliveryTime('soon')).toBeNull();
    expect(parseDeliveryTime('30-40 weeks')).toBeNull();
    expect(parseDeliveryTime('')).toBeNull();
    expect(parseDeliveryTime(null)).toBeNull();
  });
  it('the range reads "30-40", or one number when both ends agree', () => {
    expect(deliveryRange({ from: 30, to: 40, unit: 'min' })).toBe('30-40');
    expect(deliveryRange({ from: 45, to: 45, unit: 'min' })).toBe('45');
  });
});
