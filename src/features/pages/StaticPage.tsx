import { Fragment, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { dateFormat } from '../../domain/datetime';
import { ChevronIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { PageContent, PageCta } from './content.types';
import { article, h1 } from './pageStyles';

const updatedLine = css({ fontSize: 'sm', color: 'fg.muted', mt: '1' });
const intro = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', mt: '3' });
const sectionStyle = css({ stack: '3' });
const h2 = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', lineHeight: '1.35' });
const list = css({ listStyleType: 'disc', ps: '5', stack: '1.5', '& li::marker': { color: 'accent.default' } });
const inlineLink = css({
  color: 'accent.default',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
});
const faqList = css({ stack: '2' });
const details = css({ layerStyle: 'surface', borderRadius: 'card' });
const summary = css({
  cluster: '3',
  justifyContent: 'space-between',
  minHeight: '11',
  ps: '4',
  pe: '3',
  py: '2',
  cursor: 'pointer',
  fontWeight: 'semibold',
  listStyle: 'none',
  borderRadius: 'card',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'bg.subtle' },
});
const chevron = css({
  flexShrink: 0,
  color: 'fg.muted',
  transform: 'rotate(90deg)',
  transition: 'transform 0.15s',
  'details[open] > summary &': { transform: 'rotate(-90deg)' },
});
const answer = css({ ps: '4', pe: '4', pb: '4', color: 'fg.muted' });
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  paddingBlockStart: '6',
});

/** E-mail addresses and phone numbers inside the texts become mailto:/tel: links, kept left-to-right in Arabic. */
const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ]{5,}\d)/g;

function withContactLinks(text: string): ReactNode {
  const parts = text.split(CONTACT);
  if (parts.length === 1) return text;
  return parts.map((part, i) => {
    if (i % 2 === 0) return part ? <Fragment key={i}>{part}</Fragment> : null;
    const href = part.includes('@') ? `mailto:${part}` : `tel:${part.replace(/\s/g, '')}`;
    return (
      <a key={i} href={href} dir="ltr" className={inlineLink}>
        {part}
      </a>
    );
  });
}

function CtaLink({ cta }: { cta: PageCta }) {
  const className = button({ variant: 'solid' });
  if (cta.to === '/home') {
    return (
      <Link to="/home" className={className} data-testid="static-page-cta">
        {cta.label}
      </Link>
    );
  }
  return (
    <Link to="/$page" params={{ page: cta.to.slice(1) }} className={className} data-testid="static-page-cta">
      {cta.label}
    </Link>
  );
}

/** core §2 Footer static links: one footer page as a readable article (title, sections, FAQ, call to action). */
export function StaticPage({ content }: { content: PageContent }) {
  const { i18n } = useLingui();
  const { slug, title, updated, sections, faq, cta } = content;

  useDocumentTitle(title);

  const updatedText = updated
    ? dateFormat(i18n.locale || content.locale, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(
        new Date(`${updated}T00:00:00Z`),
      )
    : null;

  return (
    <article
      lang={content.locale}
      dir={content.locale === 'ar' ? 'rtl' : 'ltr'}
      className={article}
      data-testid={`static-page-${slug}`}
    >
      <header>
        <h1 className={h1}>{title}</h1>
        {updated && updatedText ? (
          <p className={updatedLine}>
            <Trans>
              Last updated: <time dateTime={updated}>{updatedText}</time>
            </Trans>
          </p>
        ) : null}
        <p className={intro}>{withContactLinks(content.intro)}</p>
      </header>

      {sections.map((section, i) => {
        const id = `${slug}-section-${i + 1}`;
        return (
          <section key={id} aria-labelledby={id} className={sectionStyle}>
            <h2 id={id} className={h2}>
              {section.heading}
            </h2>
            {section.paragraphs.map((p, j) => (
              <p key={j}>{withContactLinks(p)}</p>
            ))}
            {section.items?.length ? (
              <ul className={list}>
                {section.items.map((item, j) => (
                  <li key={j}>{withContactLinks(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}

      {faq?.length ? (
        <section aria-labelledby={`${slug}-faq`} className={sectionStyle}>
          <h2 id={`${slug}-faq`} className={h2}>
            <Trans>Frequently asked questions</Trans>
          </h2>
          <div className={faqList}>
            {faq.map((entry, i) => (
              <details key={i} className={details}>
                <summary className={summary}>
                  <span>{entry.q}</span>
                  <ChevronIcon className={chevron} />
                </summary>
                <p className={answer}>{withContactLinks(entry.a)}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}

      <footer className={actions}>
        {cta ? <CtaLink cta={cta} /> : null}
        {cta?.to !== '/home' ? (
          <Link to="/home" className={button({ variant: 'outline' })} data-testid="static-page-home">
            <Trans>Back to home</Trans>
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
