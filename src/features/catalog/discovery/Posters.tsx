import { useQuery } from '@tanstack/react-query';
import { css } from '../../../../styled-system/css';
import type { Scope } from '../../../api/queries/catalog';
import { postersQuery, type PosterKey } from '../../../api/queries/storeLists';

/**
 * A module's promotional poster (turn4 §3.3 other-banners) where the platform has one set: a wide image with
 * its height kept before it loads, so nothing under it moves.
 */
export function Poster({ scope, which }: { scope: Scope; which: PosterKey }) {
  const posters = useQuery(postersQuery(scope));
  const src = posters.data?.[which];
  if (!src) return null;
  return (
    <div
      className={css({ aspectRatio: '4 / 1', borderRadius: 'card', overflow: 'hidden', bg: 'bg.subtle' })}
      data-testid={`poster-${which}`}
    >
      <img
        src={src}
        alt=""
        width={1200}
        height={300}
        loading="lazy"
        className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
      />
    </div>
  );
}
