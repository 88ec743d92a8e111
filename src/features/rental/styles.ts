import { css, cx } from '../../../styled-system/css';
import { widePageClass } from '../../ui/surfaces';

/** Shared looks of the rental pages: the wide page with room between its parts, the cards a little closer. */
export const page = cx(widePageClass, css({ stack: '5' }));
export const card = css({ layerStyle: 'surface', borderRadius: 'card', p: '4', stack: '3' });
/** A detail page's two columns from lg up: the main part, and the summary beside it. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  gap: '5',
  alignItems: 'start',
});
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
