import { css } from '../../../../styled-system/css';

/** The width and margins of a discovery page, as the store lists have them. */
export const pageFrame = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' });
