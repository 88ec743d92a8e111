import { css } from '../../../styled-system/css';

/** The square picture at the start of a parcel card (a category, a reason to choose us), when there is one. */
export function CardPicture({
  src,
  size,
  lazy = false,
}: {
  src: string | null | undefined;
  size: number;
  lazy?: boolean;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={css({ borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })}
    />
  );
}
