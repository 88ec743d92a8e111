// Uploaded images (profile photos) are checked by content, not by name: JPEG, PNG or GIF only, at most
// 2 MB (the platform's `image|mimes:jpg,png,jpeg,gif|max:2048`). Stored in the database so they
// survive restarts with everything else, and served from /storage/profile/<name>.
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/open.ts';
import { fail } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 2048 * 1024;
export const UNSUPPORTED_IMAGE = 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';

function sniff(b: Uint8Array): { mime: string; ext: string } | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return { mime: 'image/png', ext: 'png' };
  if (b.length >= 6 && String.fromCharCode(...b.slice(0, 6)).match(/^GIF8[79]a$/))
    return { mime: 'image/gif', ext: 'gif' };
  return null;
}

export interface CheckedImage {
  bytes: Uint8Array;
  mime: string;
  ext: string;
}

/** Validates an uploaded `image` field; returns null when none was sent. Throws the platform's 403. */
export async function checkImage(field: string, value: unknown): Promise<CheckedImage | null> {
  if (value === undefined || value === null || value === '') return null;
  if (!(value instanceof File)) fail(403, field, UNSUPPORTED_IMAGE);
  if (value.size > MAX_IMAGE_BYTES) fail(403, field, `The ${field} must not be greater than 2048 kilobytes.`);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniff(bytes);
  const nameOk = /\.(jpe?g|png|gif)$/i.test(value.name || '.jpg');
  if (!kind || !nameOk) fail(403, field, UNSUPPORTED_IMAGE);
  return { bytes, ...kind };
}

export function storeImage(db: DB, img: CheckedImage, at: string): string {
  const name = `${randomBytes(12).toString('hex')}.${img.ext}`;
  db.prepare('INSERT INTO uploads (name, mime, data, created_at) VALUES (?, ?, ?, ?)').run(
    name,
    img.mime,
    Buffer.from(img.bytes),
    at,
  );
  return name;
}

/** Forgets an upload no one shows any more (a replaced profile photo). */
export function deleteUpload(db: DB, name: string): void {
  db.prepare('DELETE FROM uploads WHERE name = ?').run(name);
}

/** A stored upload (profile photo, chat or review image) by its file name. */
export function readUpload(db: DB, name: string): { mime: string; data: Buffer } | undefined {
  return db.prepare('SELECT mime, data FROM uploads WHERE name = ?').get(name) as
    { mime: string; data: Buffer } | undefined;
}
