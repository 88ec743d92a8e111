// Generated images: every catalogue picture is drawn from its file name (server/format/picture.ts), as PNG
// (what the seed names) or SVG. A browser builds each SVG picture as a small document on the page's main
// thread (3–16 ms here); a PNG it decodes off it, as it does a real backend's photos. Uploaded profile
// photos come from the database.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { svgFor } from '../format/picture.ts';
import { pngFor } from '../format/picturePng.ts';
import { readUpload } from '../services/uploads.ts';

export function registerImages(r: Routes, deps: Deps): void {
  r.get('/storage/:kind/:file', (c) => {
    const kind = c.req.param('kind') ?? '';
    const file = c.req.param('file') ?? '';
    // Uploads: profile photos, chat images and review photos.
    if (kind === 'profile' || kind === 'conversation' || kind === 'review') {
      const row = readUpload(deps.db, file);
      if (!row) return c.json({ message: 'Not found' }, 404);
      return c.body(new Uint8Array(row.data), 200, {
        'content-type': row.mime,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    }
    const format = /^[a-z0-9-]{1,120}\.(svg|png)$/.exec(file)?.[1];
    if (!format || !/^[a-z-]{1,40}$/.test(kind)) return c.json({ message: 'Not found' }, 404);
    const headers = { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' };
    if (format === 'png')
      return c.body(new Uint8Array(pngFor(kind, file)), 200, { ...headers, 'content-type': 'image/png' });
    return c.body(svgFor(kind, file), 200, { ...headers, 'content-type': 'image/svg+xml' });
  });
}
