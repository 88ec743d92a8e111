// Helpers shared by the seed files: deterministic timestamps, slugs and generated image URLs.
import { isoStamp } from '../catalog/time.ts';

/** Seed rows get fixed timestamps a day apart (index 0 = oldest), so "latest" orders are stable. */
export function stamp(index: number): string {
  return isoStamp(new Date(Date.UTC(2024, 0, 1, 10, 0, 0) + index * 86_400_000));
}

// The reference data outside the seed (catalog/delivery-men.ts) draws its pictures the same way.
export { image, slugify } from '../catalog/images.ts';

export const MODULE_IDS = { food: 1, grocery: 2, pharmacy: 3, ecommerce: 4, parcel: 5, rental: 6 } as const;
