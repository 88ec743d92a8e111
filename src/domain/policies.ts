/**
 * The business's own pages (about us, terms, privacy, refund, shipping, cancellation): which footer page
 * each one is and whether the business has it (platform-api §7.1, §7.5).
 */
import { flagOn } from './flags';

export const POLICY_SLUGS = ['about-us', 'terms', 'privacy', 'refund', 'shipping', 'cancellation'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The config switch of the pages an admin can turn off; the others are always offered. */
const POLICY_FLAGS: Partial<Record<PolicySlug, 'refund_policy' | 'shipping_policy' | 'cancelation_policy'>> = {
  refund: 'refund_policy',
  shipping: 'shipping_policy',
  cancellation: 'cancelation_policy',
};

export type PolicyFlags = Partial<Record<'refund_policy' | 'shipping_policy' | 'cancelation_policy', unknown>>;

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** Whether the business offers this page: the switchable ones only when their config flag is on. */
export function policyOffered(slug: PolicySlug, config: PolicyFlags | null | undefined): boolean {
  const flag = POLICY_FLAGS[slug];
  return !flag || flagOn(config?.[flag]);
}

/** An editor's HTML with nothing in it ("", "<p><br></p>") is no page. */
export function policyHasText(html: string | null | undefined): boolean {
  return Boolean(
    html &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
}
