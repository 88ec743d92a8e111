import { describe, expect, it } from 'vitest';
import { pixelTextPath } from '../../server/format/pixelFont.ts';
import { crc32, inflateSync } from 'node:zlib';
import { svgFor } from '../../server/format/picture.ts';
import { pngFor } from '../../server/format/picturePng.ts';
import { encodePng } from '../../server/format/png.ts';

/** The pixels a path draws, as rows of '#' and '.', read back from its rectangles. */
function pixels(d: string, cell: number, cols: number): string[] {
  const grid = Array.from({ length: 7 }, () => Array<string>(cols).fill('.'));
  for (const m of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < Math.round(w / cell); i++) grid[Math.round(y / cell)]![Math.round(x / cell) + i] = '#';
  }
  return grid.map((r) => r.join(''));
}

describe('Generated pictures: initials without a font', () => {
  it('draws letters in the 5×7 pixel font, a row of adjacent pixels as one rectangle', () => {
    // Centred on (5.5, 3.5) with unit cells: the two letters span x 0–11 and y 0–7.
    const d = pixelTextPath('HI', 5.5, 3.5, 1);
    expect(pixels(d, 1, 11)).toEqual([
      '#...#..###.',
      '#...#...#..',
      '#...#...#..',
      '#####...#..',
      '#...#...#..',
      '#...#...#..',
      '#...#..###.',
    ]);
    // H: two bars on six rows and the crossbar; I: one bar on each row.
    expect(d.match(/M/g)).toHaveLength(6 * 2 + 1 + 7);
  });

  it('draws a character outside the font as a question mark, and lower case as upper case', () => {
    expect(pixelTextPath('é', 2, 3.5, 1)).toBe(pixelTextPath('?', 2, 3.5, 1));
    expect(pixelTextPath('ab', 50, 50, 4)).toBe(pixelTextPath('AB', 50, 50, 4));
  });

  it('a picture carries its initials as its label and as a path, with no text to lay out', () => {
    const svg = svgFor('item', 'red-apples.svg');
    expect(svg).toContain('aria-label="RA"');
    expect(svg).toContain(`<path d="${pixelTextPath('RA', 200, 200, 18)}" fill="#fff"/>`);
    expect(svg).not.toContain('<text');
  });
});

/** Width, height and the colours of one of our PNGs (8-bit truecolour or palette; rows filtered by "none" or "sub"). */
function decode(png: Buffer): {
  width: number;
  height: number;
  palette: boolean;
  at: (x: number, y: number) => string;
} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const [width, height, depth, type] = [header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]];
  expect(depth).toBe(8);
  expect([2, 3]).toContain(type);
  expect(chunks.has('IEND')).toBe(true);
  const bpp = type === 2 ? 3 : 1;
  const raw = inflateSync(chunks.get('IDAT')!);
  const stride = width * bpp;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    expect([0, 1]).toContain(filter);
    for (let i = 0; i < stride; i++)
      px[y * stride + i] =
        (raw[y * (stride + 1) + 1 + i]! + (filter === 1 && i >= bpp ? px[y * stride + i - bpp]! : 0)) & 0xff;
  }
  const palette = chunks.get('PLTE');
  const hex = (bytes: Buffer) => '#' + bytes.toString('hex');
  return {
    width,
    height,
    palette: type === 3,
    at: (x, y) =>
      type === 2
        ? hex(px.subarray((y * width + x) * 3, (y * width + x) * 3 + 3))
        : hex(palette!.subarray(px[y * width + x]! * 3, px[y * width + x]! * 3 + 3)),
  };
}

describe('Generated pictures as PNG: decoded off the main thread, unlike an SVG document', () => {
  it('draws what the SVG draws: its background, and the initials in white', () => {
    const svg = svgFor('item', 'red-apples.svg');
    const background = /<rect width="400" height="400" fill="(#[0-9a-f]{6})"\/>/.exec(svg)![1];
    const png = decode(pngFor('item', 'red-apples.png'));
    expect([png.width, png.height]).toEqual([400, 400]);
    // Flat colour with smoothed edges: a palette, a third of truecolour's bytes.
    expect(png.palette).toBe(true);
    // The R's top-left pixel (the text is centred, 18-unit cells): (200 − 11·9, 200 − 7·9).
    expect(png.at(101 + 9, 137 + 9)).toBe('#ffffff');
    // A corner no shape reaches for this picture (a circle top right, or a box or a triangle below).
    expect(background).toMatch(/^#/);
    expect(png.at(2, 2)).toBe(background);
  });

  it('a banner is wide, and the same name gives the same bytes', () => {
    const a = pngFor('banner', 'summer-sale.png');
    expect([decode(a).width, decode(a).height]).toEqual([1200, 400]);
    expect(pngFor('banner', 'summer-sale.png').equals(a)).toBe(true);
    expect(pngFor('banner', 'winter-sale.png').equals(a)).toBe(false);
  });
});

describe('PNG encoder', () => {
  it('writes more than 256 colours as truecolour, pixel for pixel', () => {
    const [w, h] = [30, 20];
    // Pixel p is (p mod 256, p div 256, 200): 600 colours.
    const rgb = new Uint8Array(w * h * 3).map((_, i) => [(i / 3) & 255, (i / 3) >> 8, 200][i % 3]!);
    const png = decode(encodePng(w, h, rgb));
    expect(png.palette).toBe(false);
    expect(png.at(0, 0)).toBe('#0000c8');
    expect(png.at(29, 19)).toBe('#5702c8');
  });
});
