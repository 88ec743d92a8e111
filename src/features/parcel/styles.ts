import { css } from '../../../styled-system/css';

/** The looks the parcel pages share. */
export const heading = css({ fontSize: 'xl', fontWeight: 'bold' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
/** Cards in one column on a phone and three from a tablet up (categories, "why choose us"). */
export const threeColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
});
