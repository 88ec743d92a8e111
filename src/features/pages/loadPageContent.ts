import type { BundledPageSlug, PageCatalog, PageContent, PageLocale } from './content.types';

/** Each language's texts are their own chunk, fetched only when a footer page opens (never in the first load). */
const catalogs: Record<PageLocale, () => Promise<{ pages: PageCatalog }>> = {
  en: () => import('./content/en'),
  ar: () => import('./content/ar'),
};

/** 'ar', 'ar-SA' → 'ar'; anything else → 'en'. */
function pageLocaleOf(locale: string): PageLocale {
  return locale.toLowerCase().split('-')[0] === 'ar' ? 'ar' : 'en';
}

/** core §2 Footer static links: the text of one footer page in the given language, falling back to English. */
export async function loadPageContent(locale: string, slug: BundledPageSlug): Promise<PageContent> {
  const wanted = pageLocaleOf(locale);
  const { pages } = await catalogs[wanted]();
  const page = pages[slug];
  if (page) return { ...page, locale: wanted };
  const { pages: english } = await catalogs.en();
  return { ...english[slug], locale: 'en' };
}
