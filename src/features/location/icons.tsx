/** The picker's own line icons (inline SVG, currentColor), in the style of src/ui/icons.tsx. */
import type { ReactNode, SVGProps } from 'react';
import { css } from '../../../styled-system/css';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const MapIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2z" />
    <path d="M9 4v14M15 6v14" />
  </Icon>
);
export const BookmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h12v18l-6-4-6 4z" />
  </Icon>
);
/** A "back" arrow that points to the start side, in both directions of writing. */
export const BackIcon = (p: IconProps) => (
  <Icon {...p} className={css({ _rtl: { transform: 'scaleX(-1)' } })}>
    <path d="M19 12H5M12 5l-7 7 7 7" />
  </Icon>
);

export { CrosshairIcon, PinIcon, SearchIcon, Spinner } from '../../ui/icons';
