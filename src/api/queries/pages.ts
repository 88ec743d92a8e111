import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { sanitizeHtml } from '../sanitize';
import { policyHasText, type PolicySlug } from '../../domain/policies';
import type { Testimonial } from '../types';

/** platform-api §7.1: each page's own endpoint, spelt out so the client's paths can be checked against the contract. */
const POLICY_CALLS: Record<PolicySlug, () => Promise<unknown>> = {
  'about-us': () => unwrap(api.GET('/api/v1/about-us')),
  terms: () => unwrap(api.GET('/api/v1/terms-and-conditions')),
  privacy: () => unwrap(api.GET('/api/v1/privacy-policy')),
  refund: () => unwrap(api.GET('/api/v1/refund-policy')),
  shipping: () => unwrap(api.GET('/api/v1/shipping-policy')),
  cancellation: () => unwrap(api.GET('/api/v1/cancelation')),
};

/**
 * platform-api §7.1: one of the business's pages in the page's language, sanitised once as it arrives, so a
 * server render dehydrates the clean HTML and the browser hydrates exactly that; null when the business has none.
 */
export const policyPageQuery = (slug: PolicySlug, lang: string) =>
  queryOptions({
    queryKey: ['policy-page', slug, lang],
    queryFn: async () => {
      const raw = await POLICY_CALLS[slug]();
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
