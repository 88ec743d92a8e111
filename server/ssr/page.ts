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
  /** The markup formats dates (public/boot.js loads the browser's date data before the first paint). */
  dates?: boolean;
  /** The maintenance page (503): seconds for Retry-After. */
  retryAfter?: number;
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
  const datesAttr = page.dates ? ' data-dates=""' : '';
  let html = template.replace(
    /<html[^>]*>/,
    () => `<html lang="${attr(page.lang)}" dir="${page.dir}"${themeAttrs}${datesAttr}>`,
  );
  html = plainPageWith(html, opts);
  if (resources) html = html.replace('</head>', () => `  ${resources}\n  </head>`);
  html = codeAfterPaint(html);
  return html.replace(
    ROOT,
    () => `<div id="root">${markup}</div>\n    <script type="application/json" id="ssr-state">${page.state}</script>`,
  );
}

/**
 * A rendered page runs its code only after the first paint (src/main.tsx), so the code's requests go at low
 * priority, behind the first screen's styles and images; the language's messages too, which public/boot.js
 * asks for once it knows the device's language (the page may have been rendered in another).
 */
export const codeAfterPaint = (html: string): string =>
  html
    .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
    .replace('<meta name="catalogues" ', '<meta name="catalogues" data-fetchpriority="low" ');

/** The plain page for a standalone renderer: the API's address still has to reach the browser. */
export function plainPageWith(template: string, opts: { apiBase?: string } = {}): string {
  return opts.apiBase
    ? template.replace(
        '<meta charset="UTF-8" />',
        () => `<meta charset="UTF-8" />\n    <meta name="api-base" content="${attr(opts.apiBase!)}" />`,
      )
    : template;
}

/**
 * The pages rendered on the server: the shop pages, and every page of the journey a customer can land on
 * from a link (search results, track order, the rental and parcel pages, and, with the customer's mirrored
 * token, checkout and their orders).
 */
const SHOP_PAGES = [
  /^\/$/,
  /^\/home\/?$/,
  /^\/store\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/categories\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/track-order\/?$/,
  /^\/rental\/vehicle-search\/?$/,
  /^\/parcel(?:\/send)?\/?$/,
  /^\/checkout\/?$/,
  /^\/my-orders(?:\/[^/]+)?\/?$/,
  // The business's own pages (platform-api §7.1): public, read by search engines.
  /^\/(?:about-us|terms|privacy|refund|shipping|cancellation)\/?$/,
  // The store lists, the flash sale, campaigns and conditions (turn4 §1–§3), and the customer's notices.
  /^\/store\/?$/,
  /^\/flash-sales\/?$/,
  /^\/campaigns(?:\/[^/]+)?\/?$/,
  /^\/conditions\/[^/]+\/?$/,
  /^\/notifications\/?$/,
];

export const isShopPage = (pathname: string) => SHOP_PAGES.some((p) => p.test(pathname));

/**
 * A server-rendered page needs no round trip before its first paint: the build's stylesheet and boot script
 * (both render-blocking, both small) go inside it. The boot script is allowed by its hash, so the CSP still
 * refuses every other inline script.
 */
export interface Inlined {
  html: string;
  /** `'sha256-…'` sources to add to script-src. */
  scriptHashes: string[];
}

export function inlineBlocking(
  html: string,
  read: (path: string) => string | null,
  hash: (text: string) => string,
): Inlined {
  const scriptHashes: string[] = [];
  let out = html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (tag, href: string) => {
      const css = read(href);
      if (css === null) return tag;
      // The link stays, disabled (never fetched, never applied): lazy chunks list the entry's stylesheet, and
      // Vite's preload helper, finding no link to it, would add the whole sheet again and restyle the page.
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
    },
  );
  out = out.replace(/<script src="(\/boot\.js)"><\/script>/, (tag, src: string) => {
    const js = read(src);
    if (js === null || /<\/script/i.test(js)) return tag;
    scriptHashes.push(`'sha256-${hash(js)}'`);
    return `<script>${js}</script>`;
  });
  return { html: out, scriptHashes };
}

/** The CSP of a page with inlined scripts: script-src also allows exactly those. */
export const cspWith = (csp: string, scriptHashes: string[]) =>
  scriptHashes.length ? csp.replace("script-src 'self'", `script-src 'self' ${scriptHashes.join(' ')}`) : csp;
