/**
 * The business's HTML (policy pages) is an admin's rich text, not trusted markup (docs/design.md "Security"):
 * it is sanitised where the answer enters the app. In the browser DOMPurify is loaded the first time a page
 * needs it (not with the first load, docs/budgets.md); a server render gets its sanitiser from its host
 * (server/ssr/renderer.ts), since DOMPurify needs a DOM. Without one, a render leaves the page to the browser.
 */
export type HtmlSanitizer = (html: string) => string;

let hostSanitizer: HtmlSanitizer | null = null;

/** Called once by the server render's host; the browser never calls it. */
export function setHtmlSanitizer(sanitize: HtmlSanitizer | null): void {
  hostSanitizer = sanitize;
}

let browserSanitizer: Promise<HtmlSanitizer> | null = null;

const loadBrowserSanitizer = () =>
  (browserSanitizer ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer');
        if (node.getAttribute('target')) node.setAttribute('target', '_blank');
      }
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    return (html: string) =>
      purify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], FORBID_ATTR: ['style'] });
  }));

/** Sanitised HTML, or an error when this side cannot sanitise (a server render without a host sanitiser). */
export async function sanitizeHtml(html: string): Promise<string> {
  if (hostSanitizer) return hostSanitizer(html);
  if (typeof window === 'undefined') throw new Error('No HTML sanitiser on this server');
  return (await loadBrowserSanitizer())(html);
}
