// Generated images. Every catalogue picture is an SVG drawn from its file name: a colour picked from a
// hash of the name, a simple shape and the initials (drawn in server/routes/pixelFont.ts). Uploaded profile
// photos come from the database.
import type { Deps } from '../http/deps.ts';
import type { Routes } from '../http/router.ts';
import { pixelTextPath } from './pixelFont.ts';

const PALETTE = ['#ef4444', '#f97316', '#f59e0b', '#84cc16', '#10b981', '#06b6d4', '#3b82f6', '#6366f1', '#8b5cf6', '#d946ef', '#f43f5e', '#14b8a6'];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function svgFor(kind: string, name: string): string {
  const words = name.replace(/\.svg$/, '').split('-').filter((w) => w && !['logo', 'cover', 'icon', 'thumbnail'].includes(w));
  const initials = (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  const h = hash(`${kind}/${name}`);
  const bg = PALETTE[h % PALETTE.length]!;
  const fg = PALETTE[(h >>> 8) % PALETTE.length]!;
  const wide = kind === 'banner' || kind === 'campaign' || name.includes('cover') || kind === 'landing';
  const [w, hgt] = wide ? [1200, 400] : [400, 400];
  const shape = h % 3 === 0
    ? `<circle cx="${w * 0.78}" cy="${hgt * 0.3}" r="${hgt * 0.35}" fill="${fg}" opacity=".55"/>`
    : h % 3 === 1
      ? `<rect x="${w * 0.55}" y="${hgt * 0.45}" width="${w * 0.5}" height="${hgt * 0.7}" rx="40" fill="${fg}" opacity=".5" transform="rotate(-12 ${w / 2} ${hgt / 2})"/>`
      : `<polygon points="0,${hgt} ${w * 0.45},${hgt * 0.35} ${w},${hgt}" fill="${fg}" opacity=".5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img" aria-label="${initials}">
<rect width="${w}" height="${hgt}" fill="${bg}"/>${shape}
<path d="${pixelTextPath(initials, w / 2, hgt / 2, hgt * 0.045)}" fill="#fff"/></svg>`;
}

export function registerImages(r: Routes, deps: Deps): void {
  r.get('/storage/:kind/:file', (c) => {
    const kind = c.req.param('kind') ?? '';
    const file = c.req.param('file') ?? '';
    // Uploads: profile photos, chat images and review photos.
    if (kind === 'profile' || kind === 'conversation' || kind === 'review') {
      const row = deps.db.prepare('SELECT mime, data FROM uploads WHERE name = ?').get(file) as { mime: string; data: Buffer } | undefined;
      if (!row) return c.json({ message: 'Not found' }, 404);
      return c.body(new Uint8Array(row.data), 200, { 'content-type': row.mime, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    }
    if (!/^[a-z0-9-]{1,120}\.svg$/.test(file) || !/^[a-z-]{1,40}$/.test(kind)) return c.json({ message: 'Not found' }, 404);
    return c.body(svgFor(kind, file), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
  });
}
