import { css } from '../../../styled-system/css';

/** A search term as a tappable chip: the recent searches and the suggested ones look alike. */
export const searchChip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

/** A chip that starts with an icon (the recent searches' clock) keeps it apart from the text. */
export const chipWithIcon = css({ gap: '2' });
