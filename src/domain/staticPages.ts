/** core §2 Footer static links: sixteen pages, each a real route (src/routes/$page.tsx). */
export const STATIC_PAGE_SLUGS = [
  'about-us',
  'careers',
  'press',
  'contact',
  'payments',
  'shipping',
  'returns',
  'faq',
  'vegetables',
  'fruits',
  'dairy',
  'groceries',
  'terms',
  'privacy',
  'refund',
  'cookies',
] as const;

export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value);
}
