import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStaticPageSlug } from '../domain/staticPages';
import { isPolicySlug } from '../domain/policies';
import { loadPageContent } from '../features/pages/loadPageContent';
import { StaticPage } from '../features/pages/StaticPage';
import { PolicyPage } from '../features/pages/PolicyPage';

/**
 * core §2 Footer static links: /about-us … /cookies, each a real page; any other single segment is not found.
 * The business's own pages (about us, terms, privacy, refund, shipping, cancellation) come from the platform.
 */
export const Route = createFileRoute('/$page')({
  loader: async ({ params }) => {
    const slug = params.page;
    if (!isStaticPageSlug(slug)) throw notFound();
    if (isPolicySlug(slug)) return null;
    return loadPageContent(document.documentElement.lang || 'en', slug);
  },
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const content = Route.useLoaderData();
  const { page } = Route.useParams();
  if (isPolicySlug(page)) return <PolicyPage slug={page} />;
  return content ? <StaticPage content={content} /> : null;
}
