import { css } from '../../../styled-system/css';

/** The bordered, rounded box a map is drawn in (its height is the page's); the map fills it. */
export const mapFrameClass = css({
  position: 'relative',
  width: 'full',
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
});
export const mapCanvasClass = css({ width: 'full', height: 'full' });
