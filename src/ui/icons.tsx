/** Inline SVG icons: no icon font or library, a few hundred bytes each, inherit currentColor. */
import { createElement, type ReactElement, type SVGProps } from 'react';
import { css } from '../../styled-system/css';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon shares (features draw their own icons inside it). */
export function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon component from its shapes, drawn in the shared frame: most icons are only their shapes. The shapes go
 * in as separate children (not an array), so React asks for no keys.
 */
export function icon(...shapes: ReactElement[]) {
  return (p: IconProps) => createElement(Icon, p, ...shapes);
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
);
export const MoonIcon = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />,
);
export const HomeIcon = icon(<path d="m3 11 9-8 9 8M5 10v10h14V10" />);
export const TruckIcon = icon(
  <path d="M1 4h14v12H1zM15 9h4l3 3v4h-7" />,
  <circle cx="6" cy="18" r="2" />,
  <circle cx="18" cy="18" r="2" />,
);
export const ShieldIcon = icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />, <path d="m9 12 2 2 4-4" />);
export const HeadsetIcon = icon(
  <path d="M3 18v-6a9 9 0 0 1 18 0v6" />,
  <path d="M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z" />,
);
export const BadgeIcon = icon(<circle cx="12" cy="9" r="6" />, <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />);
export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />);
export const LogoutIcon = icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const LinkIcon = icon(
  <path d="M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />,
);
export const ChatIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />);
export const PhoneIcon = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);
export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);
export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const PinIcon = icon(
  <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />,
  <circle cx="12" cy="10" r="2.5" />,
);
export const CrosshairIcon = icon(
  <circle cx="12" cy="12" r="7" />,
  <circle cx="12" cy="12" r="2" />,
  <path d="M12 1v4M12 19v4M1 12h4M19 12h4" />,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = icon(<path d="M5 12h14" />);
export const ArrowIcon = ({ direction, ...p }: IconProps & { direction: 'up' | 'down' | 'left' | 'right' }) => {
  const d = {
    up: 'M12 19V5M5 12l7-7 7 7',
    down: 'M12 5v14M5 12l7 7 7-7',
    left: 'M19 12H5M12 5l-7 7 7 7',
    right: 'M5 12h14M12 5l7 7-7 7',
  }[direction];
  return (
    <Icon {...p}>
      <path d={d} />
    </Icon>
  );
};

/** A spinner; with a label it is announced as a status, without one it is decoration beside words that say it. */
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
