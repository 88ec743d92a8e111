import { useLingui } from '@lingui/react/macro';
import type { StaticPageSlug } from '../domain/staticPages';

/** core §2 Footer static links: each footer page's name, as the footer lists it and the page's title says. */
export function usePageTitles(): Record<StaticPageSlug, string> {
  const { t } = useLingui();
  return {
    'about-us': t`About us`,
    careers: t`Careers`,
    press: t`Press`,
    contact: t`Contact`,
    payments: t`Payments`,
    shipping: t`Shipping`,
    returns: t`Returns`,
    faq: t`FAQ`,
    vegetables: t`Vegetables`,
    fruits: t`Fruits`,
    dairy: t`Dairy`,
    groceries: t`Groceries`,
    terms: t`Terms and conditions`,
    privacy: t`Privacy policy`,
    refund: t`Refund policy`,
    cookies: t`Cookie policy`,
    cancellation: t`Cancellation policy`,
  };
}
