import { css } from '../../../styled-system/css';

/**
 * A detail page's two columns from lg up: the main part, and the summary beside it (TripCheckout, VehiclePage).
 * Its own module: in styles.ts every rental route would carry it.
 */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  gap: '5',
  alignItems: 'start',
});
