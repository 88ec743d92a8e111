// A generated picture as PNG (server/format/picture.ts draws it), what a real backend's photos are: the
// browser decodes it off the page's main thread, where it builds every SVG picture as a small document.
import { encodePng } from './png.ts';
import { pixelTextRects } from './pixelFont.ts';
import { pictureFor, type Shape } from './picture.ts';

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
  const edge = (ax: number, ay: number, bx: number, by: number, x: number, y: number) =>
    (bx - ax) * (y - ay) - (by - ay) * (x - ax);
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

/** The picture of `name` as PNG, made once per process. */
export function pngFor(kind: string, name: string): Buffer {
  const key = `${kind}/${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = pictureFor(kind, name);
  const { width: w, height: h } = p;
  const shape = shapeCoverage(insideTest(p.shape, w, h), w, h);
  const letters = rectCoverage(pixelTextRects(p.initials, w / 2, h / 2, p.cell), w, h);
  const [bg, fg] = [rgbOf(p.background), rgbOf(p.accent)];
  const blend = (a: number, t: number) =>
    [0, 1, 2].map((c) => Math.round((bg[c]! * (1 - a) + fg[c]! * a) * (1 - t) + 255 * t));
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
