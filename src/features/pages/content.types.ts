import type { PolicySlug } from '../../domain/policies';
import type { StaticPageSlug } from '../../domain/staticPages';

/** The pages whose text ships with the storefront; the business's own pages come from the platform. */
export type BundledPageSlug = Exclude<StaticPageSlug, PolicySlug>;

/** One titled block of a static page: paragraphs, then an optional bulleted list. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** One question and its answer, shown as a disclosure (`<details>`). */
export interface PageFaqEntry {
  q: string;
  a: string;
}

/** Where a page's call to action leads: the home page or another footer page. */
export type PageCtaTarget = '/home' | `/${StaticPageSlug}`;

export interface PageCta {
  label: string;
  to: PageCtaTarget;
}

/** The text of one footer page in one language, as written in content/<locale>/*.ts. */
export interface PageText {
  slug: BundledPageSlug;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change; shown as "Last updated" on policies. */
  updated?: string;
  sections: PageSection[];
  faq?: PageFaqEntry[];
  cta?: PageCta;
}

/** Every footer page in one language. */
export type PageCatalog = Record<BundledPageSlug, PageText>;

export type PageLocale = 'en' | 'ar';

/** What the route loader hands to <StaticPage>: the page text plus the language it is written in. */
export interface PageContent extends PageText {
  locale: PageLocale;
}
