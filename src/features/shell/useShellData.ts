import { useQuery } from '@tanstack/react-query';
import { configQuery, landingPageQuery } from '../../api/queries/config';
import { useScope } from '../../api/scope';
import { flagOn } from '../../domain/flags';
import {
  businessNameOf,
  visibleAppLinks,
  visibleSocialLinks,
  type AppLink,
  type SocialMedia,
} from '../../domain/footer';

export interface ShellData {
  businessName: string;
  hasLocation: boolean;
  appLinks: AppLink[];
  socialLinks: SocialMedia[];
  paymentMethods: string[];
  /** The business has switched maintenance mode on (its period is read by the maintenance page). */
  maintenance: boolean;
}

/** What the header and footer show from the platform's config (business name, app and social links). */
export function useShellData(): ShellData {
  const config = useQuery(configQuery()).data;
  const landing = useQuery(landingPageQuery()).data;
  return {
    businessName: businessNameOf(config?.business_name),
    hasLocation: Boolean(useScope().address),
    appLinks: visibleAppLinks(landing?.download_user_app_links ?? null),
    socialLinks: visibleSocialLinks(config?.social_media ?? []),
    maintenance: flagOn(config?.maintenance_mode),
    paymentMethods: (config?.active_payment_method_list ?? [])
      .map((m) => m.gateway_title ?? m.gateway)
      .filter((t): t is string => Boolean(t)),
  };
}
