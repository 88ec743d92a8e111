/**
 * Where keyboard focus goes when a dialog opens and closes. Ark focuses the first tabbable element, which in
 * our dialogs is the corner Close button: a form dialog should start at its first field instead.
 */
const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

const visible = (el: HTMLElement) => el.getClientRects().length > 0;

/** The first field of the topmost open dialog; null lets Ark pick its first tabbable element. */
export function firstField(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('[data-scope=dialog][data-part=content][data-state=open]');
  const top = open[open.length - 1];
  if (!top) return null;
  return [...top.querySelectorAll<HTMLElement>(FIELD)].find(visible) ?? null;
}

/**
 * After a dialog the page opened by itself (no button to return to): the module in use on the module rail,
 * else the page's main content, so the next Tab continues in the page rather than from its top.
 */
export function pageFocusTarget(): HTMLElement | null {
  const current = [...document.querySelectorAll<HTMLElement>('[data-testid=module-rail] [aria-current=true]')].find(
    visible,
  );
  if (current) return current;
  const main = document.getElementById('main');
  // Focusable by script only, so it takes no place in the Tab order.
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}
