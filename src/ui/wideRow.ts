import { css } from '../../styled-system/css';

/**
 * The wide column's width and side margins without the page's vertical padding (surfaces.ts `widePageClass`):
 * for the bands that set their own, as the footer's rows and the landing's sections do.
 */
export const wideRowClass = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' } });
