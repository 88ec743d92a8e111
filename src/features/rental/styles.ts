import { css } from '../../../styled-system/css';

/**
 * Shared looks of the rental pages: the wide page (surfaces.ts widePageClass) with room between its parts, the cards
 * a little closer. Written here rather than imported: surfaces.ts is in none of the rental routes' first loads yet,
 * and importing it grew /rental/vehicle-search past its budget.
 */
export const page = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6', stack: '5' });
/** Vehicle cards: one column on a phone, two on a tablet, four on a desktop (surfaces.ts cardGridClass). */
export const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '3',
});
export const card = css({ layerStyle: 'surface', borderRadius: 'card', p: '4', stack: '3' });
export const h1 = css({ fontSize: '2xl', fontWeight: 'bold' });
export const h2 = css({ fontSize: 'lg', fontWeight: 'bold' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const row = css({ cluster: '2', flexWrap: 'wrap' });
export const label = css({ fontSize: 'sm', fontWeight: 'medium', stack: '1' });
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minHeight: '9',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  cursor: 'pointer',
  '&[aria-pressed=true], &:has(input:checked)': {
    bg: 'accent.default',
    color: 'accent.fg',
    borderColor: 'accent.default',
  },
});
/** A fare or details list: the name, and its amount at the end of the line. */
export const facts = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' });
/** Suggestions under a text field. */
export const suggestionList = css({
  position: 'absolute',
  top: '100%',
  insetInline: '0',
  zIndex: 'dropdown',
  layerStyle: 'surface',
  borderRadius: 'lg',
  boxShadow: 'raised',
  maxHeight: '60',
  overflowY: 'auto',
});
/** One suggestion of that list: a button the width of the list, lit under the pointer. */
export const suggestionOption = css({
  width: 'full',
  textAlign: 'start',
  px: '3',
  minHeight: '11',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});
