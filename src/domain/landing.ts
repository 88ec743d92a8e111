/**
 * platform-api §7.3–7.4 Landing page blocks: what the business configured in `react-landing-page` (and the
 * testimonial tab), read once; a block the business left empty is absent, so nothing empty is drawn.
 */
import { flagOn } from './flags';
import { visibleAppLinks, type AppLink, type DownloadLinks } from './footer';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const httpUrl = (v: unknown): string | null => {
  const s = text(v);
  return s && /^https?:\/\//.test(s) ? s : null;
};

export interface EarnCard {
  title: string;
  subtitle: string | null;
  button: { label: string; url: string } | null;
}

export interface Quote {
  name: string;
  role: string | null;
  text: string;
  image: string | null;
}

export interface LandingBlocks {
  promotions: string[];
  earn: { title: string | null; subtitle: string | null; seller: EarnCard | null; courier: EarnCard | null } | null;
  discount: string | null;
  apps: {
    title: string | null;
    subtitle: string | null;
    links: AppLink[];
    business: { title: string | null; subtitle: string | null; image: string | null; links: BusinessAppLink[] } | null;
  } | null;
  testimonials: { title: string | null; quotes: Quote[] } | null;
}

export interface BusinessAppLink {
  app: 'seller' | 'courier';
  store: AppLink['store'];
  url: string;
}

type Raw = Record<string, unknown>;

function earnCard(lp: Raw, who: 'seller' | 'dm'): EarnCard | null {
  const title = text(lp[`earning_${who}_title`]);
  if (!flagOn(lp[`earning_${who}_status`]) || !title) return null;
  const label = text(lp[`earning_${who}_button_name`]);
  const url = httpUrl(lp[`earning_${who}_button_url`]);
  return { title, subtitle: text(lp[`earning_${who}_sub_title`]), button: label && url ? { label, url } : null };
}

function businessLinks(raw: unknown): BusinessAppLink[] {
  const l = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const out: BusinessAppLink[] = [];
  const add = (app: BusinessAppLink['app'], store: AppLink['store'], status: string, url: string) => {
    const u = httpUrl(l[url]);
    if (flagOn(l[status]) && u) out.push({ app, store, url: u });
  };
  add('seller', 'google-play', 'seller_playstore_url_status', 'seller_playstore_url');
  add('seller', 'app-store', 'seller_appstore_url_status', 'seller_appstore_url');
  add('courier', 'google-play', 'dm_playstore_url_status', 'dm_playstore_url');
  add('courier', 'app-store', 'dm_appstore_url_status', 'dm_appstore_url');
  return out;
}

function apps(lp: Raw): LandingBlocks['apps'] {
  const links = visibleAppLinks((lp.download_user_app_links ?? null) as DownloadLinks | null);
  const business = {
    title: text(lp.business_title),
    subtitle: text(lp.business_sub_title),
    image: httpUrl(lp.business_image_full_url),
    links: businessLinks(lp.download_business_app_links),
  };
  const hasBusiness = Boolean(business.title || business.subtitle || business.image);
  if (!links.length && !hasBusiness) return null;
  return {
    title: text(lp.download_user_app_title),
    subtitle: text(lp.download_user_app_sub_title),
    links,
    business: hasBusiness ? business : null,
  };
}

/** The landing list keeps rows switched on (status 1); the testimonial tab's rows are all shown. */
export function quotesOf(lp: Raw, tab: readonly Raw[] | null | undefined): Quote[] {
  const list = Array.isArray(lp.testimonial_list) ? (lp.testimonial_list as Raw[]) : [];
  const fromLanding = list
    .filter((r) => flagOn(r.status))
    .map((r) => ({
      name: text(r.name),
      role: text(r.designation),
      text: text(r.review),
      image: httpUrl(r.reviewer_image_full_url),
    }));
  const base = (lp.base_urls as Raw | undefined)?.testimonial_image_url;
  const fromTab = (tab ?? []).map((r) => ({
    name: text(r.name),
    role: text(r.position),
    text: text(r.detail),
    image: text(r.img) && httpUrl(base) ? `${String(base)}/${String(r.img)}` : null,
  }));
  return (fromLanding.length ? fromLanding : fromTab).filter((q): q is Quote => Boolean(q.name && q.text));
}

export function landingBlocks(lp: Raw | null | undefined, tab?: readonly Raw[] | null): LandingBlocks {
  if (!lp) return { promotions: [], earn: null, discount: null, apps: null, testimonials: null };
  const promotions = (Array.isArray(lp.promotion_banners_full_url) ? lp.promotion_banners_full_url : [])
    .map(httpUrl)
    .filter((u): u is string => u !== null);
  const seller = earnCard(lp, 'seller');
  const courier = earnCard(lp, 'dm');
  const quotes = quotesOf(lp, tab);
  return {
    promotions,
    earn:
      seller || courier
        ? { title: text(lp.earning_title), subtitle: text(lp.earning_sub_title), seller, courier }
        : null,
    discount: httpUrl(lp.fixed_promotional_banner_full_url),
    apps: apps(lp),
    testimonials: quotes.length ? { title: text(lp.testimonial_title), quotes } : null,
  };
}
