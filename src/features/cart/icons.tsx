/** The cart's inline SVG icons (currentColor, hidden from screen readers: their buttons carry the name). */
import { icon, MinusIcon as Minus, PlusIcon as Plus } from '../../ui/icons';

export const CartIcon = icon(
  <circle cx="9" cy="20" r="1.5" />,
  <circle cx="18" cy="20" r="1.5" />,
  <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 8H6" />,
);
const Trash = icon(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />);
// The stepper's and the line's buttons draw their icons smaller than the 20px default.
export const TrashIcon = () => <Trash size={18} />;
export const PlusIcon = () => <Plus size={18} />;
export const MinusIcon = () => <Minus size={18} />;
