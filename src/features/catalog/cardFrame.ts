import { css } from '../../../styled-system/css';

/**
 * The catalogue's cards (a product, a store) and their skeletons share one frame: the surface, rounded, the photo
 * cut to its corners. It lives with the cards, in the chunk that already has them.
 */
export const cardFrameClass = css({ layerStyle: 'surface', borderRadius: 'card', overflow: 'hidden' });
