// A PNG encoder for the generated pictures (8 bits a channel): the few chunks a browser needs.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PALETTE_COLOURS = 256;

/** The pixels as palette indexes, when there are few enough colours. */
function indexed(rgb: Uint8Array): { palette: Buffer; indexes: Uint8Array } | null {
  const index = new Map<number, number>();
  const indexes = new Uint8Array(rgb.length / 3);
  for (let i = 0; i < indexes.length; i++) {
    const colour = (rgb[i * 3]! << 16) | (rgb[i * 3 + 1]! << 8) | rgb[i * 3 + 2]!;
    let at = index.get(colour);
    if (at === undefined) {
      if (index.size === PALETTE_COLOURS) return null;
      index.set(colour, (at = index.size));
    }
    indexes[i] = at;
  }
  const palette = Buffer.alloc(index.size * 3);
  for (const [colour, at] of index) palette.writeUIntBE(colour, at * 3, 3);
  return { palette, indexes };
}

/**
 * Rows of `bytesPerPixel`-byte pixels, each with its filter byte: "sub" (the difference from the pixel on its
 * left) turns flat truecolour into runs of zeros; palette indexes compress best as they are ("none").
 */
function filtered(pixels: Uint8Array, width: number, height: number, bytesPerPixel: number): Buffer {
  const sub = bytesPerPixel > 1;
  const stride = width * bytesPerPixel;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const [out, row] = [y * (stride + 1), y * stride];
    raw[out] = sub ? 1 : 0;
    for (let i = 0; i < stride; i++)
      raw[out + 1 + i] = (pixels[row + i]! - (sub && i >= bytesPerPixel ? pixels[row + i - bytesPerPixel]! : 0)) & 0xff;
  }
  return raw;
}

/**
 * `rgb` holds width × height pixels, three bytes each, row by row from the top. A picture of at most 256
 * colours (ours are flat colour with smoothed edges) is written with a palette: a third of the bytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  const few = indexed(rgb);
  header[9] = few ? 3 : 2; // palette or truecolour
  const raw = few ? filtered(few.indexes, width, height, 1) : filtered(rgb, width, height, 3);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(few ? [chunk('PLTE', few.palette)] : []),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
