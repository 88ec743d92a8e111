import { css } from '../../styled-system/css';

/**
 * A panel that opens over the page from its trigger (a menu, a list of suggestions): the surface, raised above
 * the page. Where it stands (position, offset, width) is the caller's.
 */
export const popoverClass = css({ layerStyle: 'surface', borderRadius: 'lg', boxShadow: 'raised', zIndex: 'dropdown' });
