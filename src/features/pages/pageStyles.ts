import { css } from '../../../styled-system/css';

/** A footer page's column and title, the same for the bundled pages and the business's own. */
export const article = css({
  maxWidth: '720px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  stack: { base: '6', md: '8' },
  textAlign: 'start',
  lineHeight: '1.7',
});
export const h1 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.25' });
