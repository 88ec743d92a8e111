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

export const PinIcon = (p: IconProps) => <Icon {...p}><path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" /><circle cx="12" cy="10" r="2.5" /></Icon>;
export const CrosshairIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="7" /><circle cx="12" cy="12" r="2" /><path d="M12 1v4M12 19v4M1 12h4M19 12h4" /></Icon>;
export const SearchIcon = (p: IconProps) => <Icon {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></Icon>;
export const MapIcon = (p: IconProps) => <Icon {...p}><path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2z" /><path d="M9 4v14M15 6v14" /></Icon>;
export const BookmarkIcon = (p: IconProps) => <Icon {...p}><path d="M6 3h12v18l-6-4-6 4z" /></Icon>;
export const ArrowIcon = ({ direction, ...p }: IconProps & { direction: 'up' | 'down' | 'left' | 'right' }) => {
  const d = { up: 'M12 19V5M5 12l7-7 7 7', down: 'M12 5v14M5 12l7 7 7-7', left: 'M19 12H5M12 5l-7 7 7 7', right: 'M5 12h14M12 5l7 7-7 7' }[direction];
  return <Icon {...p}><path d={d} /></Icon>;
};
export const PlusIcon = (p: IconProps) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const MinusIcon = (p: IconProps) => <Icon {...p}><path d="M5 12h14" /></Icon>;
/** A "back" arrow that points to the start side, in both directions of writing. */
export const BackIcon = (p: IconProps) => (
  <Icon {...p} className={css({ _rtl: { transform: 'scaleX(-1)' } })}>
    <path d="M19 12H5M12 5l-7 7 7 7" />
  </Icon>
);

export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      className={css({
        display: 'inline-block',
        flexShrink: 0,
        borderRadius: 'full',
        borderWidth: '2px',
        borderColor: 'currentColor',
        borderTopColor: 'transparent',
        animation: 'spin 0.8s linear infinite',
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      })}
      style={{ width: size, height: size }}
    />
  );
}
