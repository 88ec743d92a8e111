import { css } from '../../../styled-system/css';

/** The readable column of the account pages. */
export const pageClass = css({
  maxWidth: '640px',
  mx: 'auto',
  px: '4',
  py: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});
