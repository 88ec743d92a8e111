import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { sanitizeHtml } from '../sanitize';
import { POLICY_API_PATHS, policyHasText, type PolicySlug } from '../../domain/policies';
import type { Testimonial } from '../types';

/**
 * platform-api §7.1: one of the business's pages in the page's language, sanitised once as it arrives, so a
 * server render dehydrates the clean HTML and the browser hydrates exactly that; null when the business has none.
 */
export const policyPageQuery = (slug: PolicySlug, lang: string) =>
  queryOptions({
    queryKey: ['policy-page', slug, lang],
    queryFn: async () => {
      const raw = (await unwrap(api.GET(POLICY_API_PATHS[slug]))) as unknown;
      const clean = await sanitizeHtml(typeof raw === 'string' ? raw : '');
      // "" (or an editor's empty paragraph) is a page the business has not written.
      return policyHasText(clean) ? clean : null;
    },
    staleTime: 10 * 60_000,
  });

/** platform-api §7.3: the admin's testimonial tab, read where the landing page's own list is empty. */
export const testimonialsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['testimonial'],
    queryFn: async () => ((await unwrap(api.GET('/api/v1/testimonial'))) ?? []) as Testimonial[],
    staleTime: 10 * 60_000,
    enabled,
  });
