import { heroImage } from '../../ui/hero';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';

/**
 * core §2: the image gallery with zoom (hover or tap the image) and thumbnails. `compact` (the item dialog):
 * a wide picture, so the name, price and the options' start share the phone's first screen with it.
 */
export function Gallery({
  images,
  name,
  overlay,
  compact = false,
}: {
  images: string[];
  name: string;
  overlay?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0];
  // A pointer move and a click both carry where the pointer is; that is all the zoom needs.
  const move = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setZoom({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
  };
  return (
    <div className={css({ stack: '2' })}>
      <div
        className={`${css({ position: 'relative', borderRadius: 'card', overflow: 'hidden', bg: 'bg.subtle', cursor: 'zoom-in' })} ${compact ? css({ aspectRatio: '16 / 9' }) : css({ aspectRatio: '1' })}`}
        onPointerMove={(e) => e.pointerType === 'mouse' && move(e)}
        onPointerLeave={() => setZoom(null)}
        onClick={(e) => (zoom ? setZoom(null) : move(e))}
        data-testid="gallery-main"
        data-zoomed={zoom ? 'true' : 'false'}
      >
        {current ? (
          <img
            src={current}
            alt={name}
            width={600}
            height={600}
            {...heroImage}
            className={css({ width: 'full', height: 'full', objectFit: 'cover', transition: 'transform 0.15s' })}
            style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : null}
        {overlay}
      </div>
      {images.length > 1 ? (
        <ul className={css({ display: 'flex', gap: '2', overflowX: 'auto' })} aria-label={t`Images of ${name}`}>
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t`Show image ${i + 1} of ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={css({
                  width: '14',
                  height: '14',
                  borderRadius: 'lg',
                  overflow: 'hidden',
                  borderWidth: '2px',
                  borderColor: i === index ? 'accent.default' : 'border.default',
                  cursor: 'pointer',
                  p: '0',
                })}
              >
                <img
                  src={src}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
