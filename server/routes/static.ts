// Serves the built storefront (staticDir, e.g. dist/): files as they are, an SPA fallback to index.html
// for other GET paths outside the API, a real /robots.txt, and a Content-Security-Policy on HTML
// (no inline scripts; blob: workers for maplibre; data: images). Text files go as their precompressed
// brotli or gzip twins when the client accepts them. Store and product pages carry their share preview
// (share-preview.ts) in the head, read from this same app's API (ssr/backend.ts).
import type { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { withPreview } from '../ssr/share-preview.ts';
import { inProcess, maintenanceProbe, previewOf, type Backend } from '../ssr/backend.ts';
import { loadRenderer } from '../ssr/renderer.ts';
import { cspWith, inlineBlocking, isShopPage, pageWith, plainPageWith } from '../ssr/page.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self' http: https:",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

const RESERVED = /^\/(api|storage|map|payment|payment-mobile|demo-idp|__test)(\/|$)/;
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

async function fileAt(root: string, path: string): Promise<string | null> {
  const full = normalize(join(root, decodeURIComponent(path)));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** The content codings a request accepts (q=0 refuses one). */
function acceptedEncodings(accept: string | undefined): Set<string> {
  return new Set(
    (accept ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([name, q]) => name && !/^q=0(\.0*)?$/.test(q ?? ''))
      .map(([name]) => name!),
  );
}

/** The build's precompressed twin (vite.config.ts precompress) the client accepts: brotli first, then gzip. */
async function encodedTwin(
  file: string,
  accept: string | undefined,
): Promise<{ file: string; encoding: string } | null> {
  const accepted = acceptedEncodings(accept);
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    try {
      if ((await stat(file + ext)).isFile()) return { file: file + ext, encoding };
    } catch {
      // no twin for this encoding
    }
  }
  return null;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * A rendered page compressed as the client accepts (issue 15: a shop page with its markup and state is about
 * 200 KB, 25 KB in brotli; uncompressed it cost a phone's network a second before the first paint). Quality 5
 * takes a few milliseconds; the build's files are compressed harder, once, at build time.
 */
export async function encodePage(
  html: string,
  accept: string | undefined,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; encoding?: string }> {
  const accepted = acceptedEncodings(accept);
  const text = Buffer.from(html, 'utf8');
  if (text.length < 1024) return { body: html };
  if (accepted.has('br'))
    return {
      body: new Uint8Array(
        await brotli(text, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
        }),
      ),
      encoding: 'br',
    };
  if (accepted.has('gzip')) return { body: new Uint8Array(await gzip(text, { level: 6 })), encoding: 'gzip' };
  return { body: html };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

export function registerStatic(app: Hono, staticDir: string, backend: Backend = inProcess(app)): void {
  const root = resolve(staticDir);
  // issue 15: shop pages are rendered here with the build's server renderer (dist-ssr/ beside the build).
  const renderer = loadRenderer(root, backend).catch((error: unknown) => {
    console.error('[storefront] no server rendering:', error);
    return null;
  });
  const publicApi = backend.publicApiBase ? { apiBase: backend.publicApiBase } : {};
  // The build never changes while it is served: its pages and blocking files are read (and hashed) once.
  const built = new Map<string, string | null>();
  const readOnce = (file: string) => {
    if (!built.has(file)) {
      try {
        built.set(file, readFileSync(file, 'utf8'));
      } catch {
        built.set(file, null);
      }
    }
    return built.get(file)!;
  };
  const readBuilt = (path: string) => readOnce(join(root, path));
  // A rendered page's template holds its blocking stylesheet and boot script (inlineBlocking), and its CSP
  // allows that script: both made once per template, not by scanning every rendered page.
  const inlined = new Map<string, { html: string; csp: string }>();
  const inlinedOnce = (file: string, template: string) => {
    if (!inlined.has(file)) {
      const { html, scriptHashes } = inlineBlocking(template, readBuilt, sha256);
      inlined.set(file, { html, csp: cspWith(CSP, scriptHashes) });
    }
    return inlined.get(file)!;
  };
  /** The HTML of a page: server-rendered for a shop page, else the build's page with the share preview. */
  const maintenance = maintenanceProbe(backend);
  const htmlPage = async (
    c: { req: { raw: Request }; env: unknown },
    file: string,
    url: URL,
    fallback: boolean,
  ): Promise<{ status: number; html: string; csp?: string; retryAfter?: number } | null> => {
    // platform-api §7.5: during maintenance every page is rendered (the maintenance page, 503), not only the shop's.
    const ssr = isShopPage(url.pathname) || (await backend.within(c, url, maintenance)) ? await renderer : null;
    // The app's own "Page not found" for a path it has no page for, answered 404 so crawlers drop it.
    const unknown = fallback && !ssr && (await renderer)?.isAppPath(url.pathname) === false;
    const template = readOnce(file);
    if (template === null) return null;
    const [page, preview] = await Promise.all([
      ssr ? backend.within(c, url, () => ssr.render(c.req.raw)) : null,
      previewOf(backend, c, url),
    ]);
    const withHead = (html: string) => (preview ? withPreview(html, preview) : html);
    if (page) {
      const { html, csp } = inlinedOnce(file, template);
      return {
        status: page.status,
        html: pageWith(withHead(html), page, publicApi),
        csp,
        ...(page.retryAfter ? { retryAfter: page.retryAfter } : {}),
      };
    }
    return preview || backend.publicApiBase || unknown
      ? { status: unknown ? 404 : 200, html: plainPageWith(withHead(template), publicApi) }
      : null;
  };
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = new URL(c.req.url).pathname;
    if (RESERVED.test(path)) return next();
    let file: string | null = null;
    try {
      file = path === '/' ? null : await fileAt(root, path);
    } catch {
      file = null; // malformed percent-encoding
    }
    if (!file && path === '/robots.txt') return c.body(ROBOTS, 200, { 'content-type': 'text/plain; charset=utf-8' });
    // A path with a file extension that does not exist is a real 404, not the SPA.
    if (!file && extname(path) && extname(path) !== '.html') return next();
    const fallback = !file;
    file ??= await fileAt(root, 'index.html');
    if (!file) return next();
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff' };
    if (type.startsWith('text/html')) {
      headers['content-security-policy'] = CSP;
      headers['cache-control'] = 'no-cache';
      headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    } else if (/\/assets\//.test(path)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    else if (path === '/sw.js')
      headers['cache-control'] = 'no-cache'; // a new worker is picked up at once
    else headers['cache-control'] = 'public, max-age=3600';
    headers['vary'] = 'Accept-Encoding';
    if (type.startsWith('text/html') && c.req.method === 'GET') {
      const page = await htmlPage(c, file, new URL(c.req.url), fallback);
      if (page) {
        if (page.csp) headers['content-security-policy'] = page.csp;
        // A rendered page is this device's own (its scope, and signed in its orders): no shared cache keeps it.
        if (page.csp) headers['cache-control'] = 'private, no-cache';
        if (page.retryAfter) headers['retry-after'] = String(page.retryAfter);
        const encoded = await encodePage(page.html, c.req.header('accept-encoding'));
        if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
        return c.body(encoded.body, page.status as 200, headers);
      }
    }
    const twin = await encodedTwin(file, c.req.header('accept-encoding'));
    if (twin) headers['content-encoding'] = twin.encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(twin?.file ?? file)), 200, headers);
  });
}
