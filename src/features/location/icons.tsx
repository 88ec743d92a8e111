/** The picker's own line icons (inline SVG, currentColor), in the style of src/ui/icons.tsx. */
import { css } from '../../../styled-system/css';
import { Icon, icon, type IconProps } from '../../ui/icons';

export const MapIcon = icon(<path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2z" />, <path d="M9 4v14M15 6v14" />);
export const BookmarkIcon = icon(<path d="M6 3h12v18l-6-4-6 4z" />);
/** A "back" arrow that points to the start side, in both directions of writing. */
export const BackIcon = (p: IconProps) => (
  <Icon {...p} className={css({ _rtl: { transform: 'scaleX(-1)' } })}>
    <path d="M19 12H5M12 5l-7 7 7 7" />
  </Icon>
);

export { CrosshairIcon, PinIcon, SearchIcon, Spinner } from '../../ui/icons';
