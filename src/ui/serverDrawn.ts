/**
 * The server's markup, watched until React has taken over every element of it.
 *
 * A part the first hydration leaves for later (HydrateLater, a lazy part) keeps the server's elements on
 * screen, inert, until React hydrates it. A tap there makes React hydrate the part on the spot, and its effects
 * then run in the middle of that tap: a menu's "tap outside closes me" listener, added by the hydration, hears
 * the very tap that opened it, and a part that scrolls or resizes as it hydrates moves the button away between
 * the finger's down and up. The page therefore takes taps only once no element the server drew waits for React.
 *
 * React marks each element it owns with a property named after its container's key (`__reactFiber$…`); an
 * element React will never own is one inside markup React inserted as raw HTML (a description, a policy page).
 */
const CONTAINER = '__reactContainer$';

/** Whether the element lies inside raw HTML that a React-owned element inserted. */
function insideRawHtml(el: Element, fiber: string, props: string): boolean {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (fiber in p) {
      const owned: unknown = Reflect.get(p, props);
      return typeof owned === 'object' && owned !== null && Boolean(Reflect.get(owned, 'dangerouslySetInnerHTML'));
    }
  }
  return false;
}

/** Call before hydrating `root`; the answer tells, each time it is asked, whether React owns all of it yet. */
export function serverDrawn(root: Element): () => boolean {
  let waiting = Array.from(root.querySelectorAll('*'));
  return () => {
    waiting = waiting.filter((el) => el.isConnected);
    const key = Object.keys(root).find((k) => k.startsWith(CONTAINER));
    if (key === undefined) return waiting.length === 0;
    const suffix = key.slice(CONTAINER.length);
    const fiber = `__reactFiber$${suffix}`;
    const props = `__reactProps$${suffix}`;
    waiting = waiting.filter((el) => !(fiber in el) && !insideRawHtml(el, fiber, props));
    return waiting.length === 0;
  };
}

/** Settles once `owned()` says so, asking every `everyMs` (never longer than the page's own 15 s fallback). */
export function whenOwned(owned: () => boolean, everyMs = 50): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const ask = () => (owned() || Date.now() - started > 15_000 ? resolve() : void setTimeout(ask, everyMs));
    ask();
  });
}
