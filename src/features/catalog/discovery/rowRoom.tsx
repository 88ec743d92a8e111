import { Suspense, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';

/**
 * The room the home's discovery rows take once drawn (measured at 390, 768 and 1280 px wide), kept by their
 * Suspense fallbacks and loading states so the rows below do not move when a row arrives (CLS ≤ 0.02).
 */
export const flashRowRoom = css({ minHeight: { base: '444px', md: '410px' } });
export const conditionsRowRoom = css({ minHeight: { base: '380px', lg: '432px' } });

/** A lazily loaded home row: until its chunk arrives, an empty block of the row's room. */
export function RowSlot({ room, children }: { room: string; children: ReactNode }) {
  return <Suspense fallback={<div className={room} />}>{children}</Suspense>;
}
