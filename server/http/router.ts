// Route registration that remembers every (method, path) pair, so an unknown path answers the
// framework's 404 and a known path with the wrong method answers 405, both as `{message}` JSON.
import type { Context, Hono } from 'hono';

export type Handler = (c: Context) => Response | Promise<Response>;

export class Routes {
  private readonly table: Array<{ method: string; re: RegExp }> = [];

  constructor(
    private readonly app: Hono,
    private readonly base: string,
  ) {}

  private add(method: string, path: string, h: Handler): this {
    const full = this.base + path;
    this.app.on(method, full, h);
    this.table.push({ method, re: new RegExp(`^${full.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`) });
    return this;
  }

  get(path: string, h: Handler) {
    return this.add('GET', path, h);
  }
  post(path: string, h: Handler) {
    return this.add('POST', path, h);
  }
  put(path: string, h: Handler) {
    return this.add('PUT', path, h);
  }
  delete(path: string, h: Handler) {
    return this.add('DELETE', path, h);
  }

  /** Methods registered for a concrete path (empty when the path is unknown). */
  methodsFor(path: string): string[] {
    return [...new Set(this.table.filter((r) => r.re.test(path)).map((r) => r.method))];
  }
}
