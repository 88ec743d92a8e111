/** core §2 Footer rules, kept pure so they are unit-tested without a browser. */
import { flagOn, flagOr } from './flags';

export interface DownloadLinks {
  playstore_url_status?: string | number | null;
  playstore_url?: string | null;
  apple_store_url_status?: string | number | null;
  apple_store_url?: string | null;
}

export interface AppLink {
  store: 'google-play' | 'app-store';
  url: string;
}

/** Each app link is shown only when its status is 1 (and it has a URL). */
export function visibleAppLinks(links: DownloadLinks | null | undefined): AppLink[] {
  if (!links) return [];
  const out: AppLink[] = [];
  if (flagOn(links.playstore_url_status) && links.playstore_url)
    out.push({ store: 'google-play', url: links.playstore_url });
  if (flagOn(links.apple_store_url_status) && links.apple_store_url)
    out.push({ store: 'app-store', url: links.apple_store_url });
  return out;
}

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'pinterest'] as const;

export interface SocialMedia {
  name: string;
  link: string;
  status?: number | string | null;
}

/** Active social links with a usable http(s) URL, in the order the platform lists them. */
export function visibleSocialLinks(entries: readonly SocialMedia[] | null | undefined): SocialMedia[] {
  return (entries ?? []).filter((e) => flagOr(e.status, true) && /^https?:\/\//.test(e.link));
}

export const DEFAULT_BUSINESS_NAME = 'Storefront';

export function businessNameOf(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed || DEFAULT_BUSINESS_NAME;
}
