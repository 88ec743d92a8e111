import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { DOMPurify } from 'dompurify';
import { css } from '../../../styled-system/css';

/** core §9: the view truncates the description at 130 characters; the dialog's read-more cut-off is 70. */
export const VIEW_TRUNCATE = 130;
export const DIALOG_READ_MORE = 70;

let purifier: Promise<DOMPurify> | null = null;
/** DOMPurify is loaded only where a description is shown (first-load budget). */
const loadPurifier = () =>
  (purifier ??= import('dompurify').then((m) => {
    const p = m.default;
    // Merchant images carry no text alternative: mark them decorative rather than unnamed.
    p.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
      if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
    });
    return p;
  }));

/** Item and store descriptions may hold HTML (docs/design.md "Security"): sanitized before it is rendered. */
export function Description({ html, limit }: { html: string; limit: number }) {
  const [clean, setClean] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPurifier().then((p) => live && setClean(p.sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <p className={css({ minHeight: '6' })} aria-busy="true" />;
  const text = (new DOMParser().parseFromString(clean, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const long = text.length > limit;
  return (
    <div
      className={css({
        color: 'fg.muted',
        fontSize: 'sm',
        '& a': { color: 'accent.default', textDecoration: 'underline' },
      })}
      data-testid="item-description"
    >
      {/* The store's own text keeps its own direction: English in an Arabic page would end ".sauce". */}
      {long && !open ? (
        <p dir="auto">{`${text.slice(0, limit).trimEnd()}…`}</p>
      ) : (
        <div dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
      )}
      {long ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className={css({
            color: 'accent.default',
            fontWeight: 'semibold',
            cursor: 'pointer',
            minHeight: '6',
            mt: '1',
          })}
        >
          {open ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
        </button>
      ) : null}
    </div>
  );
}
