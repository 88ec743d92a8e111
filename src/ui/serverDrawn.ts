/**
 * The server's markup, watched until React has taken over every element of it.
 *
 * A part the first hydration leaves for later (HydrateLater, a lazy part) keeps the server's elements on
 * screen, inert, until React hydrates it. A tap there makes React hydrate the part on the spot, and its effects
 * then run in the middle of that tap: a menu's "tap outside closes me" listener, added by the hydration, hears
 * the very tap that opened it, and a part that scrolls or resizes as it hydrates moves the button away between
 * the finger's down and up. The page therefore takes taps only once React owns every control the server drew
 * on the screen; one further down cannot be tapped before it is scrolled to, and does not hold the page.
 *
 * React marks each element it owns with a property named after its container's key (`__reactFiber$…`); an
 * element React will never own is one inside markup React inserted as raw HTML (a description, a policy page).
 */
const CONTAINER = '__reactContainer$';

/** On the screen now, so a tap can reach it. */
function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}

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

/**
 * Given the controls of `root` taken before hydration (src/ui/serverControls.ts), tells each time it is asked
 * whether React owns every one of them that is on the screen (`reachable`) yet.
 */
export function serverDrawn(
  root: Element,
  drawn: readonly Element[],
  reachable: (el: Element) => boolean = onScreen,
): () => boolean {
  let waiting = drawn.slice();
  return () => {
    waiting = waiting.filter((el) => el.isConnected);
    const key = Object.keys(root).find((k) => k.startsWith(CONTAINER));
    if (key !== undefined) {
      const suffix = key.slice(CONTAINER.length);
      const fiber = `__reactFiber$${suffix}`;
      const props = `__reactProps$${suffix}`;
      waiting = waiting.filter((el) => !(fiber in el) && !insideRawHtml(el, fiber, props));
    }
    return !waiting.some(reachable);
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

/** The fields a customer types text into: a checkbox or a radio is tapped, and taps wait for hydration. */
const TYPED = new Set(['text', 'search', 'email', 'tel', 'password', 'url', 'number', 'textarea']);

/**
 * Text typed into a server-drawn field before React owned it: hydration leaves it on the screen, but the view's
 * state never heard of it (a search sent empty, a form saying the field is required while it shows the text).
 * Taps wait for hydration (public/boot.js); a keyboard does not. Each such field is handed to React as the input
 * event it missed: React's value tracker is first set back to the server's text, so the event reads as a change.
 * A field whose text React knows already has it as its default value too (React mirrors it), and is left alone.
 */
export function handOverTyped(drawn: readonly Element[]): void {
  for (const el of drawn) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (!TYPED.has(el.type) || !el.isConnected || el.value === el.defaultValue) continue;
    const typed = el.value;
    // Through React's own setter (on the element): the tracker now holds the server's text.
    el.value = el.defaultValue;
    // Past it (the prototype's setter): the field shows the typed text again, and the tracker does not know.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Settles once React owns every control the server drew on the screen, having handed it the text typed
 * meanwhile (at once, before a view drawing its field again wipes that text, and again for the parts hydrated
 * later) and the form the customer sent meanwhile.
 */
export async function takenOver(root: Element, drawn: readonly Element[]): Promise<void> {
  handOverTyped(drawn);
  await whenOwned(serverDrawn(root, drawn));
  handOverTyped(drawn);
  // A form sent with Enter meanwhile, held by public/boot.js, is sent again now that React owns it.
  const held: unknown = Reflect.get(window, 'heldSubmit');
  Reflect.deleteProperty(window, 'heldSubmit');
  if (held instanceof HTMLFormElement && held.isConnected) held.requestSubmit();
}
