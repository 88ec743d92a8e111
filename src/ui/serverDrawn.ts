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
type TypedField = HTMLInputElement | HTMLTextAreaElement;

const isTypedField = (el: unknown): el is TypedField =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && TYPED.has(el.type);

/**
 * Gives a field React draws the text `typed` as the input event React would have heard: React's value tracker
 * is first set to the field's default text (through React's own setter on the element), then the text is put
 * past it (the prototype's setter), so the event reads as a change.
 */
function handOver(field: TypedField, typed: string): void {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Text typed into a server-drawn field before React owned it: hydration leaves it on the screen, but the view's
 * state never heard of it (a search sent empty, a form saying the field is required while it shows the text).
 * Taps wait for hydration (public/boot.js); a keyboard does not. Each such field is handed to React.
 * A field whose text React knows already has it as its default value too (React mirrors it), and is left alone.
 */
export function handOverTyped(drawn: readonly Element[]): void {
  for (const el of drawn) {
    if (isTypedField(el) && el.isConnected && el.value !== el.defaultValue) handOver(el, el.value);
  }
}

/** The field that took a replaced field's place: the same name, or else the same label, or else the same id. */
function successorOf(root: Element, old: TypedField): TypedField | null {
  const label = old.getAttribute('aria-label');
  const same = (el: TypedField) =>
    old.name
      ? el.name === old.name
      : label
        ? el.getAttribute('aria-label') === label
        : old.id !== '' && el.id === old.id;
  return Array.from(root.querySelectorAll(old.localName)).filter(isTypedField).find(same) ?? null;
}

/**
 * A page drawn again instead of hydrated (in another theme, language or scope than the server drew it) has
 * replaced the server's fields with new ones, some drawn only once their part's data or code is here. What was
 * typed into the old fields (public/boot.js lists the fields typed into meanwhile) goes to each successor when
 * it appears, which takes the focus if nothing else has it; a form sent meanwhile is sent from its successor
 * once all of its typed fields have theirs. The watch ends with the page's own 15 s fallback.
 */
function carryOver(root: Element, typedInto: readonly unknown[], held: unknown): void {
  let waiting = [...new Set(typedInto)].filter((el): el is TypedField => isTypedField(el) && !el.isConnected);
  let heldSuccessor: HTMLFormElement | null = null;
  const arrive = () => {
    waiting = waiting.filter((old) => {
      const field = successorOf(root, old);
      if (!field) return true;
      if (old.value !== old.defaultValue) handOver(field, old.value);
      if (document.activeElement === null || document.activeElement === document.body) field.focus();
      if (old.form === held) heldSuccessor = field.form;
      return false;
    });
    if (heldSuccessor && !waiting.some((old) => old.form === held)) {
      heldSuccessor.requestSubmit();
      heldSuccessor = null;
      held = null;
    }
    if (waiting.length === 0) watch.disconnect();
  };
  const watch = new MutationObserver(arrive);
  watch.observe(root, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 15_000);
  arrive();
}

/** Takes what public/boot.js left on the window for the app. */
function fromBoot(name: 'heldSubmit' | 'typedEarly'): unknown {
  const value: unknown = Reflect.get(window, name);
  Reflect.deleteProperty(window, name);
  return value;
}

/**
 * Settles once React owns every control the server drew on the screen, having handed it the text typed
 * meanwhile (at once, before a view drawing its field again wipes that text, and again for the parts hydrated
 * later; into the new fields where the page was drawn again) and the form the customer sent meanwhile.
 */
export async function takenOver(root: Element, drawn: readonly Element[]): Promise<void> {
  handOverTyped(drawn);
  await whenOwned(serverDrawn(root, drawn));
  handOverTyped(drawn);
  // A form sent with Enter meanwhile, held by public/boot.js, is sent again now that React owns it.
  const held = fromBoot('heldSubmit');
  if (held instanceof HTMLFormElement && held.isConnected) held.requestSubmit();
  const typedInto = fromBoot('typedEarly');
  carryOver(root, Array.isArray(typedInto) ? typedInto : [], held);
}
