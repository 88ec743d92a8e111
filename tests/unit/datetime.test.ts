import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/datetime';

describe('dates in the page language', () => {
  it('Dates: an ISO stamp with microseconds reads as a date and time, never as the raw stamp', () => {
    const shown = formatDateTime('2026-11-25T02:04:27.704000Z', 'en');
    expect(shown).toMatch(/Nov 2[45], 2026/);
    expect(shown).not.toContain('T02');
  });
  it("the platform's 'YYYY-MM-DD HH:mm:ss' form, and the date alone", () => {
    expect(formatDateTime('2024-06-01 12:00:00', 'en')).toMatch(/^Jun 1, 2024, \d{1,2}:00/);
    expect(formatDateTime('2024-06-01 12:00:00', 'en', false)).toBe('Jun 1, 2024');
  });
  it('in Arabic the date is written the Arabic way (right-to-left marks), not as the API sent it', () => {
    const shown = formatDateTime('2024-06-01 12:00:00', 'ar', false);
    expect(shown).toContain('\u200f');
    expect(shown).not.toContain('2024-06-01');
  });
  it('nothing, or what is not a date, shows nothing', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('');
  });
});
