import { css } from '../../styled-system/css';

/**
 * A card that holds one section of a form (a parcel step, a prescription's photos): the card of
 * `src/ui/surfaces.ts` with more room between its fields.
 */
export const formSectionClass = css({ layerStyle: 'surface', borderRadius: 'lg', p: '4', stack: '3' });
