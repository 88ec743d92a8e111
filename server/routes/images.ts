// Generated images. Every catalogue picture is drawn from its file name: a colour picked from a hash of the
// name, a simple shape and the initials (in server/routes/pixelFont.ts), as PNG (what the seed names) or SVG.
// A browser builds each SVG picture as a small document on the page's main thread (3–16 ms here); a PNG it
// decodes off it, as it does a real backend's photos. Uploaded profile photos come from the database.
import type { Deps } from '../http/deps.ts';
import type { Routes } from '../http/router.ts';
import { pixelTextPath, pixelTextRects } from './pixelFont.ts';
import { encodePng } from '../format/png.ts';

const PALETTE = ['#ef4444', '#f97316', '#f59e0b', '#84cc16', '#10b981', '#06b6d4', '#3b82f6', '#6366f1', '#8b5cf6', '#d946ef', '#f43f5e', '#14b8a6'];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Shape =
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'rect'; x: number; y: number; width: number; height: number; rx: number; angle: number }
  | { type: 'triangle'; points: [number, number][] };

/** What a generated picture shows, drawn as SVG or as PNG. */
interface Picture {
  width: number;
  height: number;
  background: string;
  accent: string;
  opacity: number;
  shape: Shape;
  initials: string;
  /** The initials in the pixel font: white cells of `cell` units, centred on the picture. */
  cell: number;
}

function pictureFor(kind: string, name: string): Picture {
  const words = name.replace(/\.(svg|png)$/, '').split('-').filter((w) => w && !['logo', 'cover', 'icon', 'thumbnail'].includes(w));
  const initials = (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  const h = hash(`${kind}/${name.replace(/\.png$/, '.svg')}`);
  const wide = kind === 'banner' || kind === 'campaign' || name.includes('cover') || kind === 'landing';
  const [w, hgt] = wide ? [1200, 400] : [400, 400];
  const shape: Shape =
    h % 3 === 0
      ? { type: 'circle', cx: w * 0.78, cy: hgt * 0.3, r: hgt * 0.35 }
      : h % 3 === 1
        ? { type: 'rect', x: w * 0.55, y: hgt * 0.45, width: w * 0.5, height: hgt * 0.7, rx: 40, angle: -12 }
        : { type: 'triangle', points: [[0, hgt], [w * 0.45, hgt * 0.35], [w, hgt]] };
  return {
    width: w,
    height: hgt,
    background: PALETTE[h % PALETTE.length]!,
    accent: PALETTE[(h >>> 8) % PALETTE.length]!,
    opacity: shape.type === 'circle' ? 0.55 : 0.5,
    shape,
    initials,
    cell: hgt * 0.045,
  };
}

export function svgFor(kind: string, name: string): string {
  const p = pictureFor(kind, name);
  const { width: w, height: hgt, shape: s } = p;
  const shape =
    s.type === 'circle'
      ? `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${p.accent}" opacity="${p.opacity}"/>`
      : s.type === 'rect'
        ? `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="${s.rx}" fill="${p.accent}" opacity="${p.opacity}" transform="rotate(${s.angle} ${w / 2} ${hgt / 2})"/>`
        : `<polygon points="${s.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${p.accent}" opacity="${p.opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img" aria-label="${p.initials}">
<rect width="${w}" height="${hgt}" fill="${p.background}"/>${shape.replace(/opacity="0\.5(5?)"/, 'opacity=".5$1"')}
<path d="${pixelTextPath(p.initials, w / 2, hgt / 2, p.cell)}" fill="#fff"/></svg>`;
}

/** Whether (x, y) is inside the shape. */
function insideTest(s: Shape, w: number, h: number): (x: number, y: number) => boolean {
  if (s.type === 'circle') return (x, y) => (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r ** 2;
  if (s.type === 'rect') {
    // The point turned back by the rectangle's rotation (about the picture's centre), then a rounded-box test.
    const a = (-s.angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const [hw, hh, mx, my] = [s.width / 2, s.height / 2, s.x + s.width / 2, s.y + s.height / 2];
    return (x, y) => {
      const lx = w / 2 + (x - w / 2) * cos - (y - h / 2) * sin;
      const ly = h / 2 + (x - w / 2) * sin + (y - h / 2) * cos;
      const qx = Math.abs(lx - mx) - (hw - s.rx);
      const qy = Math.abs(ly - my) - (hh - s.rx);
      const [ox, oy] = [Math.max(qx, 0), Math.max(qy, 0)];
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) <= s.rx;
    };
  }
  const [[x0, y0], [x1, y1], [x2, y2]] = s.points as [[number, number], [number, number], [number, number]];
  const edge = (ax: number, ay: number, bx: number, by: number, x: number, y: number) => (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  return (x, y) => {
    const [d0, d1, d2] = [edge(x0, y0, x1, y1, x, y), edge(x1, y1, x2, y2, x, y), edge(x2, y2, x0, y0, x, y)];
    return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
  };
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
/** Four samples a pixel on the shape's edge: edges come out smooth. */
const SAMPLES = [0.25, 0.75].flatMap((dx) => [0.25, 0.75].map((dy) => [dx, dy] as const));

/** How much of each pixel the shape covers (0–1): a pixel whose corners agree is wholly in or out. */
function shapeCoverage(inside: (x: number, y: number) => boolean, w: number, h: number): Float32Array {
  const corners = new Uint8Array((w + 1) * (h + 1));
  for (let y = 0; y <= h; y++) for (let x = 0; x <= w; x++) corners[y * (w + 1) + x] = inside(x, y) ? 1 : 0;
  const cover = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * (w + 1) + x;
      const n = corners[i]! + corners[i + 1]! + corners[i + w + 1]! + corners[i + w + 2]!;
      if (n === 0 || n === 4) cover[y * w + x] = n / 4;
      else cover[y * w + x] = SAMPLES.filter(([dx, dy]) => inside(x + dx, y + dy)).length / SAMPLES.length;
    }
  }
  return cover;
}

/** How much of each pixel the rectangles cover (they do not overlap). */
function rectCoverage(rects: [number, number, number, number][], w: number, h: number): Float32Array {
  const cover = new Float32Array(w * h);
  for (const [rx, ry, rw, rh] of rects) {
    for (let y = Math.max(0, Math.floor(ry)); y < Math.min(h, Math.ceil(ry + rh)); y++) {
      const cy = Math.min(y + 1, ry + rh) - Math.max(y, ry);
      for (let x = Math.max(0, Math.floor(rx)); x < Math.min(w, Math.ceil(rx + rw)); x++) {
        cover[y * w + x] = cover[y * w + x]! + cy * (Math.min(x + 1, rx + rw) - Math.max(x, rx));
      }
    }
  }
  return cover;
}

const cache = new Map<string, Buffer>();

/** The picture as PNG: what a real backend's photos are, decoded by the browser off the page's main thread. */
export function pngFor(kind: string, name: string): Buffer {
  const key = `${kind}/${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = pictureFor(kind, name);
  const { width: w, height: h } = p;
  const shape = shapeCoverage(insideTest(p.shape, w, h), w, h);
  const letters = rectCoverage(pixelTextRects(p.initials, w / 2, h / 2, p.cell), w, h);
  const [bg, fg] = [rgbOf(p.background), rgbOf(p.accent)];
  const blend = (a: number, t: number) => [0, 1, 2].map((c) => Math.round((bg[c]! * (1 - a) + fg[c]! * a) * (1 - t) + 255 * t));
  const [plain, tinted] = [blend(0, 0), blend(p.opacity, 0)];
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const [a, t] = [shape[i]!, letters[i]!];
    // Most pixels are wholly background or wholly shape.
    const colour = t === 0 && (a === 0 || a === 1) ? (a === 0 ? plain : tinted) : blend(p.opacity * a, t);
    rgb[i * 3] = colour[0]!;
    rgb[i * 3 + 1] = colour[1]!;
    rgb[i * 3 + 2] = colour[2]!;
  }
  const png = encodePng(w, h, rgb);
  // A few hundred pictures in the catalogue, a few KB each.
  if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
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
    const format = /^[a-z0-9-]{1,120}\.(svg|png)$/.exec(file)?.[1];
    if (!format || !/^[a-z-]{1,40}$/.test(kind)) return c.json({ message: 'Not found' }, 404);
    const headers = { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' };
    if (format === 'png') return c.body(new Uint8Array(pngFor(kind, file)), 200, { ...headers, 'content-type': 'image/png' });
    return c.body(svgFor(kind, file), 200, { ...headers, 'content-type': 'image/svg+xml' });
  });
}
