import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { policyPageQuery } from '../../api/queries/pages';
import { policyOffered, type PolicySlug } from '../../domain/policies';
import { usePageTitles } from '../../ui/pageTitles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { article, h1 } from './pageStyles';

// The business's HTML: headings, paragraphs, lists and links, styled here since the editor's own styles are dropped.
const prose = css({
  stack: '3',
  overflowWrap: 'anywhere',
  '& h1, & h2': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', lineHeight: '1.35', mt: '3' },
  '& h3, & h4': { fontSize: 'md', fontWeight: 'bold', mt: '2' },
  '& ul, & ol': { ps: '5', display: 'flex', flexDirection: 'column', gap: '1.5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'accent.default', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& img': { maxWidth: 'full', height: 'auto' },
  '& table': { display: 'block', overflowX: 'auto' },
});
const muted = css({ color: 'fg.muted' });

/** platform-api §7.1: one of the business's own pages, its HTML sanitised (src/api/sanitize.ts). */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const { i18n } = useLingui();
  const title = usePageTitles()[slug];
  const config = useQuery(configQuery()).data;
  const offered = !config || policyOffered(slug, config);
  const page = useQuery({ ...policyPageQuery(slug, i18n.locale || 'en'), enabled: offered });
  useDocumentTitle(title);
  const missing = (config && !offered) || (page.isSuccess && page.data === null);

  return (
    <article className={article} data-testid={`policy-page-${slug}`}>
      <h1 className={h1}>{title}</h1>
      {missing ? (
        <p className={muted}>
          <Trans>This page is not available.</Trans>
        </p>
      ) : page.isError ? (
        <p role="alert" className={muted}>
          <Trans>This page could not be loaded. Check your connection and try again.</Trans>
        </p>
      ) : page.data ? (
        // Sanitised where it entered the app (policyPageQuery); dir="auto" keeps the business's own direction.
        <div dir="auto" className={prose} data-testid="policy-text" dangerouslySetInnerHTML={{ __html: page.data }} />
      ) : (
        <p aria-busy="true" className={css({ minHeight: '40' })} />
      )}
      <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', paddingBlockStart: '6' })}>
        <Link to="/home" className={button({ variant: 'outline' })}>
          <Trans>Back to home</Trans>
        </Link>
      </footer>
    </article>
  );
}
