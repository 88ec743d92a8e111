import { imageLoading } from '../../ui/hero';
import { Link, type LinkProps } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import type { Category } from '../../api/types';
import { Skeleton } from '../../ui/Skeleton';

/** core §2 /home category search form: search=category, id, module_id, name (encoded by the URL), data_type=category. */
export function categorySearch(c: Pick<Category, 'id' | 'name' | 'module_id'>, moduleId: number | null) {
  return {
    search: 'category' as const,
    id: c.id,
    module_id: c.module_id ?? moduleId ?? undefined,
    name: c.name,
    data_type: 'category',
  };
}

const tile = css({
  stack: '2',
  alignItems: 'center',
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  minWidth: '0',
});
const image = css({ width: 'full', aspectRatio: '1', borderRadius: 'card', objectFit: 'cover', bg: 'bg.subtle' });

/** `aboveFold` tiles are the home's first paint (its LCP element on a phone): fetched at once and first. */
export function CategoryTile({
  category,
  to,
  aboveFold = false,
}: {
  category: Category;
  to: Pick<LinkProps, 'to' | 'search' | 'params'>;
  aboveFold?: boolean;
}) {
  return (
    <Link {...(to as LinkProps)} className={tile} data-testid="category-tile">
      <img
        src={category.image_full_url ?? undefined}
        alt=""
        width={120}
        height={120}
        {...imageLoading(aboveFold)}
        decoding="async"
        className={image}
      />
      <span className={css({ lineClamp: 2 })}>{category.name}</span>
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return (
    <div className={tile}>
      <Skeleton className={image} />
      <Skeleton className={css({ height: '4', width: '70%' })} />
    </div>
  );
}
