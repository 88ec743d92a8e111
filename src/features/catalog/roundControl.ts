import { css } from '../../../styled-system/css';

/** A round control on a product card (quick view, add, and the stepper's minus and plus). */
export const roundControl = css({
  width: '11',
  height: '11',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  fontSize: 'lg',
  fontWeight: 'bold',
  _disabled: { cursor: 'default', opacity: 0.5 },
});
