import { css } from '../../../styled-system/css';

/** A round picture of the store or courier, or its initial when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src: string | null | undefined; size?: number }) {
  const box = css({
    borderRadius: 'full',
    flexShrink: 0,
    objectFit: 'cover',
    bg: 'bg.subtle',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'bold',
    color: 'fg.muted',
  });
  if (src)
    return <img src={src} alt="" width={size} height={size} className={box} style={{ width: size, height: size }} />;
  return (
    <span aria-hidden="true" className={box} style={{ width: size, height: size }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
