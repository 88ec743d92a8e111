import { css } from '../../../styled-system/css';
import { roundControl } from './roundControl';

/** The card: its hover controls show on hover or keyboard focus where a pointer can hover, and always on touch screens. */
export const cardClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  height: 'full',
  '& [data-hover-controls]': { opacity: { base: 1 } },
  '@media (hover: hover)': {
    '& [data-hover-controls]': { opacity: 0, transition: 'opacity 0.15s' },
    '&:hover [data-hover-controls], &:focus-within [data-hover-controls]': { opacity: 1 },
  },
});

export const mediaClass = css({ position: 'relative', aspectRatio: '1', bg: 'bg.subtle' });
export const imageClass = css({ width: 'full', height: 'full', objectFit: 'cover' });

export const badgeStackClass = css({ position: 'absolute', top: '2', insetStart: '2', display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' });
const badge = css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: '2xs', fontWeight: 'bold', lineHeight: '1.4' });
export const recommendedBadge = `${badge} ${css({ bg: 'accent.default', color: 'accent.fg' })}`;
export const organicBadge = `${badge} ${css({ bg: '#166534', color: 'white' })}`;
export const halalBadge = `${badge} ${css({ bg: 'bg.surface', color: 'fg.default' })}`;

export const roundClass = `${roundControl} ${css({ boxShadow: 'raised' })}`;
export const topEndClass = css({ position: 'absolute', top: '2', insetEnd: '2' });
export const bottomEndClass = css({ position: 'absolute', bottom: '2', insetEnd: '2', display: 'flex', gap: '2', alignItems: 'center' });

export const detailsClass = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', flex: '1' });
export const nameRowClass = css({ display: 'flex', alignItems: 'center', gap: '1.5' });
export const nameLinkClass = css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2, textDecoration: 'none', _hover: { textDecoration: 'underline' } });
export const storeNameClass = css({ fontSize: 'xs', color: 'fg.muted', truncate: true });
export const priceRowClass = css({ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
export const ratingClass = css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', fontSize: 'xs', color: 'fg.muted' });
export const starClass = css({ color: 'fg.rating' });
