import { css } from '../../../styled-system/css';

export const mutedClass = css({ color: 'fg.muted', fontSize: 'sm' });
