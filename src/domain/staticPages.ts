/**
 * core §2 Footer static links: sixteen pages, each a real route (src/routes/$page.tsx), and the business's
 * cancellation policy (platform-api §7.1). Six of them are the business's own pages (src/domain/policies.ts).
 */
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
  'cancellation',
] as const;

export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value);
}
