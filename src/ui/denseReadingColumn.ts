import { css } from '../../styled-system/css';

/**
 * The reading column (surfaces.ts) for pages of many small parts, the inbox and the review form, whose parts
 * stand a step closer together.
 */
export const denseReadingColumnClass = css({ maxWidth: '640px', mx: 'auto', px: '4', py: '6', stack: '4' });
