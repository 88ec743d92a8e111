import { describe, expect, it } from 'vitest';
import { pixelTextPath } from '../../server/routes/pixelFont.ts';
import { svgFor } from '../../server/routes/images.ts';

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
