// Helpers shared by the seed files: deterministic timestamps, slugs and generated image URLs.
import { url } from '../http/respond.ts';
import { isoStamp } from '../catalog/time.ts';

/** Seed rows get fixed timestamps a day apart (index 0 = oldest), so "latest" orders are stable. */
export function stamp(index: number): string {
  return isoStamp(new Date(Date.UTC(2024, 0, 1, 10, 0, 0) + index * 86_400_000));
}

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

export const MODULE_IDS = { food: 1, grocery: 2, pharmacy: 3, ecommerce: 4, parcel: 5, rental: 6 } as const;
