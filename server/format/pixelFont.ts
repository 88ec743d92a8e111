// A 5×7 pixel font for the generated pictures' initials. An SVG <text> made every picture look up a system
// font when painted, on the page's main thread (about 20 ms per picture at a phone's speed here), which a
// real backend's photos, decoded off the main thread, never cost; filled rectangles paint at once.

/** Each glyph is seven rows, top to bottom; a row is one base-32 digit whose five bits are its pixels. */
const GLYPHS: Record<string, string> = {
  A: 'ehhvhhh',
  B: 'uhhuhhu',
  C: 'ehggghe',
  D: 'uhhhhhu',
  E: 'vgguggv',
  F: 'vgguggg',
  G: 'ehgnhhf',
  H: 'hhhvhhh',
  I: 'e44444e',
  J: '72222ic',
  K: 'hikokih',
  L: 'ggggggv',
  M: 'hrllhhh',
  N: 'hhpljhh',
  O: 'ehhhhhe',
  P: 'uhhuggg',
  Q: 'ehhhlid',
  R: 'uhhukih',
  S: 'fgge11u',
  T: 'v444444',
  U: 'hhhhhhe',
  V: 'hhhhha4',
  W: 'hhhllla',
  X: 'hha4ahh',
  Y: 'hha4444',
  Z: 'v1248gv',
  '0': 'ehjlphe',
  '1': '4c4444e',
  '2': 'eh1248v',
  '3': 'v2421he',
  '4': '26aiv22',
  '5': 'vgu11he',
  '6': '68guhhe',
  '7': 'v124888',
  '8': 'ehhehhe',
  '9': 'ehhf12c',
  '?': 'eh12404',
};

const round = (n: number) => Math.round(n * 10) / 10;

/** The rectangles (x, y, width, height) that draw `text` in the pixel font, centred on (cx, cy), each pixel `cell` units square. */
export function pixelTextRects(text: string, cx: number, cy: number, cell: number): [number, number, number, number][] {
  const chars = [...text.toUpperCase()];
  const width = chars.length * 6 - 1;
  const left = cx - (width * cell) / 2;
  const top = cy - (7 * cell) / 2;
  const rects: [number, number, number, number][] = [];
  chars.forEach((ch, i) => {
    const rows = GLYPHS[ch] ?? GLYPHS['?']!;
    for (let y = 0; y < 7; y++) {
      const bits = parseInt(rows[y]!, 32);
      for (let x = 0; x < 5;) {
        if (!(bits & (16 >> x))) {
          x++;
          continue;
        }
        let run = 1;
        while (x + run < 5 && bits & (16 >> (x + run))) run++;
        rects.push([left + (i * 6 + x) * cell, top + y * cell, run * cell, cell]);
        x += run;
      }
    }
  });
  return rects;
}

/**
 * The path data that draws `text` in the pixel font, centred on (cx, cy), each pixel `cell` units square.
 * Characters outside the font draw as '?'. A row's adjacent pixels make one rectangle.
 */
export function pixelTextPath(text: string, cx: number, cy: number, cell: number): string {
  return pixelTextRects(text, cx, cy, cell)
    .map(([x, y, w, h]) => `M${round(x)} ${round(y)}h${round(w)}v${round(h)}h${round(-w)}z`)
    .join('');
}
