import { css } from '../../styled-system/css';

/** The large ring a drawer or page shows while its list loads (the small inline one is icons.tsx's Spinner). */
export const loadingSpinner = css({
  width: '8',
  height: '8',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border.default',
  borderTopColor: 'accent.default',
  animation: 'spin 0.8s linear infinite',
});
