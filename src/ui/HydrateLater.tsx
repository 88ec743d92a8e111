import { Suspense, type ReactNode } from 'react';

/**
 * Content a first screen can do without for a moment (issue 15). On a server-rendered page React hydrates a
 * Suspense boundary in a later pass, with a commit and effects of its own, so the first hydration's commit
 * (one task that cannot yield) covers less; its markup is on screen all along, and a tap on it before then
 * makes React hydrate it first and replay the tap. Where the browser draws the page, it changes nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
