// The server render's HTML sanitiser (src/api/sanitize.ts): DOMPurify over a jsdom window, the same rules as
// the browser's. Without jsdom (an install without the development packages) there is none, and the business's
// pages are left for the browser to draw.
/** Sanitised HTML from an editor's HTML (src/api/sanitize.ts's HtmlSanitizer). */
export type HtmlSanitizer = (html: string) => string;

const FORBID = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], FORBID_ATTR: ['style'] };

export async function hostSanitizer(): Promise<HtmlSanitizer | null> {
  try {
    // Named at run time: jsdom is a development package, absent from a production install.
    const jsdom = 'jsdom';
    const [{ JSDOM }, { default: createPurify }] = await Promise.all([
      import(jsdom) as Promise<{ JSDOM: new (html: string) => { window: unknown } }>,
      import('dompurify'),
    ]);
    const purify = createPurify(new JSDOM('').window as unknown as Parameters<typeof createPurify>[0]);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer');
        if (node.getAttribute('target')) node.setAttribute('target', '_blank');
      }
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    return (html) => purify.sanitize(html, FORBID);
  } catch {
    return null;
  }
}
