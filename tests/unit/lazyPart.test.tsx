import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart, partsArrived } from '../../src/ui/lazyPart';

/** A part's code that arrives when the test says so. */
function slowPart() {
  let deliver: () => void = () => {};
  const code = new Promise<{ default: () => ReactElement }>((resolve) => {
    deliver = () => resolve({ default: () => <button type="button">Search for your area</button> });
  });
  return { Part: lazyPart(() => code), deliver };
}

describe('core §2 A server-rendered page takes taps once the parts it drew have their code', () => {
  it('the page waits while a drawn part’s code is on the way, and takes taps once it has arrived', async () => {
    const { Part, deliver } = slowPart();
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    let ready = false;
    const arrived = partsArrived().then(() => void (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    deliver();
    await arrived;
    expect(ready).toBe(true);
    expect(await screen.findByRole('button', { name: 'Search for your area' })).toBeTruthy();
  });

  it('a part whose code fails to arrive does not hold the page forever', async () => {
    const Broken = lazyPart(() => Promise.reject(new Error('chunk failed')));
    render(
      <Suspense fallback={null}>
        <Broken />
      </Suspense>,
    );
    await expect(partsArrived()).resolves.toBeUndefined();
  });
});
