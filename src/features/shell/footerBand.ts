import { css, cx } from '../../../styled-system/css';
import { wideRowClass } from '../../ui/wideRow';

/** A band at the top of the footer (the promises, the newsletter): the wide column with a rule under it. */
export const footerBandClass = cx(
  wideRowClass,
  css({ py: '6', borderBottomWidth: '1px', borderColor: 'border.default' }),
);
