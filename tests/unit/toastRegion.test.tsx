// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from '../../src/ui/Toasts';
import { currentToasts, dismiss, notify } from '../../src/ui/toaster';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  for (const t of currentToasts()) dismiss(t.id);
  document.body.innerHTML = '';
});

async function mountToasts() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<Toasts closeLabel="Dismiss" />));
  return root;
}

const region = () => document.querySelector('[data-part="group"][aria-live="polite"]');

describe('Toasts region', () => {
  it('Toasts: the live region is in the page before any toast, so a screen reader hears the first one', async () => {
    await mountToasts();
    expect(region()).not.toBeNull();
    expect(region()?.children).toHaveLength(0);
  });

  it('Toasts: a toast raised before the toasts’ code has arrived shows once it does, with its Dismiss button', async () => {
    await mountToasts();
    await act(async () => void notify('error', 'Something went wrong.'));
    await expect.poll(() => document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.');
    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]');
    await act(async () => close?.click());
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
