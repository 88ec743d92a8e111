import { css } from '../../styled-system/css';

/**
 * The page layouts and surfaces the views share, written once so the same thing looks the same everywhere.
 * The layout words `stack` (a column with a gap), `cluster` (a centred row with a gap) and the layer style
 * `surface` are Panda utilities declared in panda.config.ts.
 */

/** A card on the page: the surface, its border and a column of its parts. */
export const cardClass = css({ layerStyle: 'surface', borderRadius: 'lg', p: '4', stack: '2' });

/** The readable column of a page of text and forms (account, orders, inbox). */
export const readingColumnClass = css({ maxWidth: '640px', mx: 'auto', px: '4', py: '6', stack: '5' });

/** The wide column of a browsing page; its parts' spacing is the page's own (`stack`). */
export const widePageClass = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' });

/** Cards in one column on a phone, two on a tablet, four on a desktop. */
export const cardGridClass = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '3',
});

/** A filter chip (a category, a sub-category, a condition): pressed, it takes the accent. */
export const chipClass = (on: boolean) =>
  css({
    px: '3',
    minHeight: '11',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: on ? 'accent.default' : 'border.default',
    bg: on ? 'accent.subtle' : 'bg.surface',
    fontSize: 'sm',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  });
