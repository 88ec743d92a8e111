import { css } from '../../styled-system/css';

/** A row of a list of records (an order, a transaction, a coupon): what it is at the start, its amount at the end. */
export const listRowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', p: '3' });

/** The row as a card of its own: the surface and its border. */
export const listRowCardClass = css({ layerStyle: 'surface', borderRadius: 'lg' });
