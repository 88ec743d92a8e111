import { notFound } from '@tanstack/react-router';
import { isStaticPageSlug } from '../../domain/staticPages';
import { isPolicySlug } from '../../domain/policies';
import { loadPageContent } from './loadPageContent';
import type { PageContent } from './content.types';

/**
 * core §2 Footer static links: what /$page shows, loaded with the page's own chunk rather than the first load
 * (docs/budgets.md): a bundled text, or null for the business's own pages (src/features/pages/PolicyPage.tsx).
 */
export async function loadStaticPage(slug: string): Promise<PageContent | null> {
  if (!isStaticPageSlug(slug)) throw notFound();
  if (isPolicySlug(slug)) return null;
  return loadPageContent(document.documentElement.lang || 'en', slug);
}
