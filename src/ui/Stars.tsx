import { css } from '../../styled-system/css';
import { starParts } from '../domain/rating';

const star = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

/** Five stars at 0.5 precision (core §9); the label names the rating for screen readers. */
export function Stars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const { full, half } = starParts(value);
  return (
    <span
      role="img"
      aria-label={label}
      className={css({
        display: 'inline-flex',
        gap: '0.5',
        color: '#f59e0b',
        _rtl: { '& svg': { transform: 'scaleX(-1)' } },
      })}
    >
      {Array.from({ length: 5 }, (_, i) => {
        const fill = i < full ? 1 : i === full && half ? 0.5 : 0;
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={`s${i}-${fill}`} x1="0" x2="1" y1="0" y2="0">
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d={star}
              fill={`url(#s${i}-${fill})`}
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        );
      })}
    </span>
  );
}
