import { Icon, type IconProps } from '../../ui/icons';

/** The inbox's icons keep the square line ends they were drawn with; the shared frame's default ends are round. */
const SQUARE_ENDS = { strokeLinecap: 'butt', strokeLinejoin: 'miter' } as const;

/** The speech bubble of the empty inbox. */
export function ChatBubbleIcon(props: IconProps) {
  return (
    <Icon {...SQUARE_ENDS} {...props}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </Icon>
  );
}

/** Back to the list: a chevron towards the start of the line (mirrored in right-to-left pages by the caller). */
export function BackChevronIcon(props: IconProps) {
  return (
    <Icon {...SQUARE_ENDS} {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}
