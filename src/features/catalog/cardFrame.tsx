import { css, cx } from '../../../styled-system/css';
import { Skeleton } from '../../ui/Skeleton';
import { imageLoading } from '../../ui/hero';

/**
 * The catalogue's cards (a product, a store, a sale entry) and their skeletons share one frame: the surface,
 * rounded, the photo cut to its corners. It lives with the cards so it comes in the chunk that already has them.
 */
export const cardFrameClass = css({ layerStyle: 'surface', borderRadius: 'card', overflow: 'hidden' });

/** The top start corner of a card's photo, where its labels sit (the product card's badges, "Closed now"). */
export const photoStartCornerClass = css({ position: 'absolute', top: '2', insetStart: '2' });

/** A short bold label in a pill on a card's photo ("Closed now", "Sold out"); each card gives its colours. */
export const photoCornerLabelClass = cx(
  photoStartCornerClass,
  css({ px: '2', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold' }),
);

/**
 * A card's photo (a product's, a category's): the card's words name it, its box is held before it loads, those on
 * the first screen are fetched first, and it is decoded off the main thread.
 */
export function CardPhoto({
  src,
  width,
  height,
  firstScreen,
  className,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  firstScreen: boolean;
  className: string;
}) {
  return (
    <img
      src={src ?? undefined}
      alt=""
      width={width}
      height={height}
      {...imageLoading(firstScreen)}
      decoding="async"
      className={className}
    />
  );
}

/** The classes of one kind of card's skeleton: its photo's box, the column of its text and each text line. */
export type CardSkeletonShape = { photo: string; text: string; lines: readonly string[] };

/** A card's place while it loads: its photo and lines where its text will be, so nothing moves when it comes. */
export function SkeletonCard({ shape }: { shape: CardSkeletonShape }) {
  return (
    <div className={cardFrameClass}>
      <Skeleton className={shape.photo} />
      <div className={shape.text}>
        {shape.lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </div>
  );
}
