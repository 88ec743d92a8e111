import { createFileRoute } from '@tanstack/react-router';
import { isPolicySlug } from '../domain/policies';
import { StaticPage } from '../features/pages/StaticPage';
import { PolicyPage } from '../features/pages/PolicyPage';

/**
 * core §2 Footer static links: /about-us … /cookies, each a real page; any other single segment is not found.
 * The business's own pages (about us, terms, privacy, refund, shipping, cancellation) come from the platform.
 */
export const Route = createFileRoute('/$page')({
  // Which page it is and its text: not with the first load (docs/budgets.md).
  loader: async ({ params }) => (await import('../features/pages/pageLoader')).loadStaticPage(params.page),
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const content = Route.useLoaderData();
  const { page } = Route.useParams();
  if (isPolicySlug(page)) return <PolicyPage slug={page} />;
  return content ? <StaticPage content={content} /> : null;
}
