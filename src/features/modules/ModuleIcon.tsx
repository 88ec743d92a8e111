import { css } from '../../../styled-system/css';

/** A module's icon from the platform (decorative: the module's name is always shown beside it). */
export function ModuleIcon({ src, size }: { src: string | null | undefined; size: number }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={css({ flexShrink: 0, borderRadius: 'md', objectFit: 'contain' })}
    />
  ) : (
    <span
      aria-hidden="true"
      className={css({ flexShrink: 0, borderRadius: 'md', bg: 'accent.subtle' })}
      style={{ width: size, height: size }}
    />
  );
}
