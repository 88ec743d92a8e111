/** The address book's own line icons, in the shared icon frame. */
import { icon } from '../../ui/icons';

export const EditIcon = icon(<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />);
export const TrashIcon = icon(<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />);
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 21a8 8 0 0 1 16 0" />);

export { CrosshairIcon, PinIcon, PlusIcon, Spinner } from '../../ui/icons';
