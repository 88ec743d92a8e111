/**
 * The controls of the server's markup, what a tap can land on: taken before hydration, so the tap guard
 * (src/ui/serverDrawn.ts, loaded after the first commit) knows which of them React has yet to own.
 */
export const serverControls = (root: Element): Element[] =>
  Array.from(root.querySelectorAll('a[href], button, input, select, textarea, summary, label, [role], [tabindex]'));
