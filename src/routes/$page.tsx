import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStaticPageSlug } from '../domain/staticPages';
import { loadPageContent } from '../features/pages/loadPageContent';
import { StaticPage } from '../features/pages/StaticPage';

/** core §2 Footer static links: /about-us … /cookies, each a real page; any other single segment is not found. */
export const Route = createFileRoute('/$page')({
  loader: async ({ params }) => {
    if (!isStaticPageSlug(params.page)) throw notFound();
    return loadPageContent(document.documentElement.lang || 'en', params.page);
  },
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const content = Route.useLoaderData();
  return <StaticPage content={content} />;
}
