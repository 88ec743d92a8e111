import { css, cx } from '../../../styled-system/css';

/**
 * The footer's rows: the wide column's width and side margins (ui/surfaces.ts `widePageClass`) without the page's
 * vertical padding, which each row sets for itself.
 */
export const footerRowClass = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' } });

/** A band at the top of the footer (the promises, the newsletter): a footer row with a rule under it. */
export const footerBandClass = cx(
  footerRowClass,
  css({ py: '6', borderBottomWidth: '1px', borderColor: 'border.default' }),
);
