/** The wishlist's inline SVG icons (currentColor, hidden from screen readers: their buttons carry the name). */
import { icon } from '../../ui/icons';

export const HeartIcon = ({ filled = false, size = 20 }: { filled?: boolean; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" />
  </svg>
);
const Trash = icon(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />);
const CartPlus = icon(
  <circle cx="9" cy="20" r="1.5" />,
  <circle cx="18" cy="20" r="1.5" />,
  <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 8H6M14 10v4M12 12h4" />,
);
export const TrashIcon = () => <Trash size={18} />;
export const CartPlusIcon = () => <CartPlus size={18} />;
export const StarIcon = () => (
  <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="m12 2 3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 4 2-7.5L2 9h7z" />
  </svg>
);
