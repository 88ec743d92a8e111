import { css } from '../../styled-system/css';

/**
 * A short list of facts (`dl`): each term in a muted column, its value beside it. The campaign page's dates use
 * it; the guest contact card, the offline payment panel and the trip summary draw the same list in their own words.
 */
export const termListClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
});

export const termClass = css({ color: 'fg.muted' });
