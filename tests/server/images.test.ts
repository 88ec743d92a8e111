import { describe, expect, it } from 'vitest';
import { pixelTextPath } from '../../server/routes/pixelFont.ts';
import { crc32, inflateSync } from 'node:zlib';
import { pngFor, svgFor } from '../../server/routes/images.ts';

/** The pixels a path draws, as rows of '#' and '.', read back from its rectangles. */
function pixels(d: string, cell: number, cols: number): string[] {
  const grid = Array.from({ length: 7 }, () => Array<string>(cols).fill('.'));
  for (const m of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < Math.round(w / cell); i++) grid[Math.round(y / cell)]![Math.round(x / cell) + i] = '#';
  }
  return grid.map((r) => r.join(''));
}

describe('issue 15 generated pictures: initials without a font', () => {
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

/** Width, height and the RGB pixels of one of our PNGs (truecolour, every row filtered by "sub"). */
function decode(png: Buffer): { width: number; height: number; at: (x: number, y: number) => string } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  expect([header[8], header[9]]).toEqual([8, 2]);
  expect(chunks.has('IEND')).toBe(true);
  const raw = inflateSync(chunks.get('IDAT')!);
  const stride = width * 3;
  const rgb = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1);
    for (let i = 0; i < stride; i++) rgb[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + (i >= 3 ? rgb[y * stride + i - 3]! : 0)) & 0xff;
  }
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return { width, height, at: (x, y) => '#' + [0, 1, 2].map((c) => hex(rgb[(y * width + x) * 3 + c]!)).join('') };
}

describe('issue 15 generated pictures as PNG: decoded off the main thread, unlike an SVG document', () => {
  it('draws what the SVG draws: its background, and the initials in white', () => {
    const svg = svgFor('item', 'red-apples.svg');
    const background = /<rect width="400" height="400" fill="(#[0-9a-f]{6})"\/>/.exec(svg)![1];
    const png = decode(pngFor('item', 'red-apples.png'));
    expect([png.width, png.height]).toEqual([400, 400]);
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
