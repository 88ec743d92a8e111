// issue 15: the page a server render sends: the build's index.html with the render's language, direction
// and theme on <html>, the app's markup in #root, its state as non-executable JSON (the CSP forbids inline
// scripts), and, for a standalone renderer, the API's address for the browser.

/** What dist-ssr/entry-server.js renders (src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark' | null;
  body: string;
  state: string;
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The #root element of index.html, with whatever placeholder it holds before the app runs. */
const ROOT = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;

/**
 * React writes the resources a render asks for (preloads of the first screen's images) ahead of the markup
 * when it renders less than a whole document: they belong in <head>, where they start loading at once and
 * where hydration expects them.
 */
export function splitResources(body: string): { resources: string; markup: string } {
  const lead = /^(?:<link\b[^>]*>|<meta\b[^>]*>)*/.exec(body)?.[0] ?? '';
  return { resources: lead, markup: body.slice(lead.length) };
}

export function pageWith(template: string, page: RenderedPage, opts: { apiBase?: string } = {}): string {
  const { resources, markup } = splitResources(page.body);
  const themeAttrs = page.theme ? ` data-theme="${page.theme}" style="color-scheme: ${page.theme}"` : '';
  let html = template.replace(/<html[^>]*>/, () => `<html lang="${attr(page.lang)}" dir="${page.dir}"${themeAttrs}>`);
  if (opts.apiBase) html = html.replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <meta name="api-base" content="${attr(opts.apiBase!)}" />`);
  if (resources) html = html.replace('</head>', () => `  ${resources}\n  </head>`);
  return html.replace(ROOT, () => `<div id="root">${markup}</div>\n    <script type="application/json" id="ssr-state">${page.state}</script>`);
}

/** The plain page for a standalone renderer: the API's address still has to reach the browser. */
export function plainPageWith(template: string, opts: { apiBase?: string } = {}): string {
  return opts.apiBase ? template.replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <meta name="api-base" content="${attr(opts.apiBase!)}" />`) : template;
}

/** The storefront's shop pages, rendered on the server; account pages need the customer and render in the browser. */
const SHOP_PAGES = [/^\/$/, /^\/home\/?$/, /^\/store\/[^/]+\/?$/, /^\/product\/[^/]+\/?$/, /^\/categories\/?$/, /^\/category\/[^/]+\/?$/];

export const isShopPage = (pathname: string) => SHOP_PAGES.some((p) => p.test(pathname));
