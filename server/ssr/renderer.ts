// Loads the server renderer built by `npm run build` (dist-ssr/entry-server.js) and renders a page with it,
// within a time limit: a render that fails or runs late leaves the plain page, which the browser renders.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from './page.ts';
import { hostSanitizer } from './sanitizer.ts';

interface SsrModule {
  configure(options: { apiBase: string; fetch?: typeof fetch; sanitize?: ((html: string) => string) | null }): void;
  render(request: { url: string; cookie: string | null; acceptLanguage: string | null }): Promise<RenderedPage>;
  isAppPath(pathname: string): boolean;
}

export interface Renderer {
  render(request: Request): Promise<RenderedPage | null>;
  /** False for a path the storefront has no page for (its "Page not found" is then answered 404). */
  isAppPath(pathname: string): boolean;
}

const RENDER_LIMIT_MS = 4000;

/** The renderer beside a build (dist/ → dist-ssr/), or null when there is none or SSR is switched off. */
export async function loadRenderer(
  staticDir: string,
  backend: { apiBase: string; fetch?: typeof fetch },
): Promise<Renderer | null> {
  if (process.env.STOREFRONT_SSR === '0') return null;
  const file = resolve(process.env.STOREFRONT_SSR_ENTRY ?? resolve(staticDir, '..', 'dist-ssr', 'entry-server.js'));
  if (!existsSync(file)) return null;
  // React's production server build (its development one is several times slower).
  process.env.NODE_ENV ??= 'production';
  const mod = (await import(pathToFileURL(file).href)) as SsrModule;
  mod.configure({ ...backend, sanitize: await hostSanitizer() });
  return {
    isAppPath: (pathname) => mod.isAppPath(pathname),
    async render(request) {
      try {
        const timeout = new Promise<null>((done) => setTimeout(() => done(null), RENDER_LIMIT_MS).unref());
        return await Promise.race([
          mod.render({
            url: request.url,
            cookie: request.headers.get('cookie'),
            acceptLanguage: request.headers.get('accept-language'),
          }),
          timeout,
        ]);
      } catch (error) {
        console.error('[storefront] server render failed', request.url, error);
        return null;
      }
    },
  };
}
