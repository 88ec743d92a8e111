import { lazy, type ComponentType } from 'react';

/** The parts whose code was asked for and has not arrived yet. */
const arriving = new Set<Promise<unknown>>();

/**
 * A component whose code loads the first time it is drawn (React's `lazy`), counted while its code is on
 * the way. On a server-rendered page its markup is on screen before its code: a tap on it then would be lost
 * (React can hydrate a part on a tap only once the part's code is here), so the page takes taps only once
 * every part drawn by the first render has its code (`partsArrived`, src/boot.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() accepts any component type
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => {
    const code = load();
    arriving.add(code);
    const arrived = () => void arriving.delete(code);
    code.then(arrived, arrived);
    return code;
  });
}

/** Settles once the code of every part asked for so far has arrived (or failed to). */
export async function partsArrived(): Promise<void> {
  while (arriving.size > 0) await Promise.allSettled([...arriving]);
}
