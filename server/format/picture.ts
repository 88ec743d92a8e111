// A generated catalogue picture, drawn from its file name: a colour picked from a hash of the name, a simple
// shape and the initials (in the pixel font of server/format/pixelFont.ts). As SVG here; as PNG in picturePng.ts.
import { pixelTextPath } from './pixelFont.ts';

const PALETTE = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#84cc16',
  '#10b981',
  '#06b6d4',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#d946ef',
  '#f43f5e',
  '#14b8a6',
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type Shape =
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'rect'; x: number; y: number; width: number; height: number; rx: number; angle: number }
  | { type: 'triangle'; points: [number, number][] };

/** What a generated picture shows, drawn as SVG or as PNG. */
export interface Picture {
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

export function pictureFor(kind: string, name: string): Picture {
  const words = name
    .replace(/\.(svg|png)$/, '')
    .split('-')
    .filter((w) => w && !['logo', 'cover', 'icon', 'thumbnail'].includes(w));
  const initials = (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  // The same colours for a picture's PNG and SVG.
  const h = hash(`${kind}/${name.replace(/\.png$/, '.svg')}`);
  const wide = kind === 'banner' || kind === 'campaign' || name.includes('cover') || kind === 'landing';
  const [w, hgt] = wide ? [1200, 400] : [400, 400];
  const shape: Shape =
    h % 3 === 0
      ? { type: 'circle', cx: w * 0.78, cy: hgt * 0.3, r: hgt * 0.35 }
      : h % 3 === 1
        ? { type: 'rect', x: w * 0.55, y: hgt * 0.45, width: w * 0.5, height: hgt * 0.7, rx: 40, angle: -12 }
        : {
            type: 'triangle',
            points: [
              [0, hgt],
              [w * 0.45, hgt * 0.35],
              [w, hgt],
            ],
          };
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
<rect width="${w}" height="${hgt}" fill="${p.background}"/>${shape}
<path d="${pixelTextPath(p.initials, w / 2, hgt / 2, p.cell)}" fill="#fff"/></svg>`;
}
