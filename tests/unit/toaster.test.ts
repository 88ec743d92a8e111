import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss, notify } from '../../src/ui/toaster';

afterEach(() => {
  for (const t of currentToasts()) dismiss(t.id);
  vi.useRealTimers();
});

describe('toaster', () => {
  it('Toasts: the same message of the same kind shown again while on screen is one toast, not a pile', () => {
    notify('success', 'A Module has been selected.');
    notify('success', 'A Module has been selected.');
    notify('success', 'A Module has been selected.');
    expect(currentToasts().map((t) => t.message)).toEqual(['A Module has been selected.']);
  });

  it('Toasts: different messages, or the same text as another kind, each show', () => {
    notify('success', 'Item added to cart.');
    notify('error', 'Item added to cart.');
    notify('success', 'Updated successfully');
    expect(currentToasts()).toHaveLength(3);
  });

  it('Toasts: a merged toast stays its full time from the repeat', () => {
    vi.useFakeTimers();
    notify('success', 'Item added to cart.');
    vi.advanceTimersByTime(3000);
    notify('success', 'Item added to cart.');
    vi.advanceTimersByTime(3000);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1001);
    expect(currentToasts()).toHaveLength(0);
  });
});
