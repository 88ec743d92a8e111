import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { CATEGORY_CACHE_MS, key, type Scope } from './catalog';
import type { Category } from '../types';

// Only a category page asks for its sub-categories: apart from catalog.ts, which the first load imports.
export const subCategoriesQuery = (s: Scope, id: number) =>
  queryOptions({
    queryKey: ['categories', 'childes', id, ...key(s)],
    queryFn: () =>
      unwrap(api.GET('/api/v1/categories/childes/{category_id}', { params: { path: { category_id: id } } })) as Promise<
        Category[]
      >,
    staleTime: CATEGORY_CACHE_MS,
    enabled: s.moduleId !== null,
  });
