import { css } from '../../../styled-system/css';

/** One choice in the picker's lists: a place the search found, or a saved address. */
export const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '12',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.6, cursor: 'wait' },
});
