import { css } from '../../../styled-system/css';

export const cardClass = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
export const mutedClass = css({ color: 'fg.muted', fontSize: 'sm' });
