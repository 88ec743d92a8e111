// Generated pictures are named after what they show: the file name stored in `image`-like columns and
// the absolute URL an answer carries (routes/images.ts draws them).
import { url } from '../http/respond.ts';

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** File name stored in `image`-like columns and the absolute URL the API returns for it. */
export function image(kind: string, name: string): { file: string; url: string } {
  const file = `${slugify(name)}.png`;
  return { file, url: url(`/storage/${kind}/${file}`) };
}
