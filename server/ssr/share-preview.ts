// issue 15 Links that unfurl: a store or product link fetched from the URL alone (a crawler, a chat app) gets
// HTML whose head names the page: title, description, canonical URL, Open Graph and Twitter tags with the
// image, and JSON-LD (a Product with its Offer and AggregateRating; the store as a Restaurant or a Store).
// Everything is read through the platform API (`ApiGet`), so the same code serves any platform backend.
import { discountedUnitPrice, formatAmount, moneyFormatOf, toNumber } from '../../src/domain/money.ts';

/** A GET of the platform API: the parsed JSON of a 200 answer, else null. */
export type ApiGet = (path: string, headers?: Record<string, string>) => Promise<unknown>;

export interface SharePreview {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  ogType: 'product' | 'website';
  /** The price the product page shows (after the item's discount), and its ISO currency when known. */
  price: { amount: string; currency: string | null } | null;
  jsonLd: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const PRODUCT = /^\/product\/([^/]+)\/?$/;
const STORE = /^\/store\/([^/]+)\/?$/;
/** /store/latest and /store/popular are lists, not stores. */
const STORE_LISTS = new Set(['latest', 'popular']);

/** ISO 4217 codes of the currency symbols platforms are set up with; schema.org and Open Graph want the code. */
const CURRENCY_CODES: Record<string, string> = {
  '৳': 'BDT',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₨': 'PKR',
  '﷼': 'SAR',
  'ر.س': 'SAR',
  'د.إ': 'AED',
  'E£': 'EGP',
  'ج.م': 'EGP',
  '₦': 'NGN',
  KSh: 'KES',
  R: 'ZAR',
  RM: 'MYR',
  '₱': 'PHP',
  Rp: 'IDR',
  '₺': 'TRY',
};

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Plain words from a description that may hold HTML, cut to what a card shows. */
export function plainText(html: string, max = 200): string {
  const words = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > max ? `${words.slice(0, max - 1).trimEnd()}…` : words;
}

const rating = (o: Json) =>
  toNumber(o.rating_count) > 0
    ? { '@type': 'AggregateRating', ratingValue: toNumber(o.avg_rating), reviewCount: toNumber(o.rating_count) }
    : undefined;

function canonicalOf(url: URL, moduleId: string | null): string {
  return `${url.origin}${url.pathname}${moduleId ? `?module_id=${encodeURIComponent(moduleId)}` : ''}`;
}

async function productPreview(url: URL, id: string, get: ApiGet): Promise<SharePreview | null> {
  const moduleId = url.searchParams.get('module_id');
  // A campaign item is found only when asked for one (the page's own `campaign=1`).
  const campaign = url.searchParams.get('campaign') === '1' ? '?campaign=1' : '';
  const [item, config] = await Promise.all([
    get(`/api/v1/items/details/${encodeURIComponent(id)}${campaign}`, moduleId ? { moduleId } : {}),
    get('/api/v1/config'),
  ]);
  if (!isObject(item) || !text(item.name)) return null;
  const digits = isObject(config) ? config.digit_after_decimal_point : null;
  const fmt = moneyFormatOf(
    isObject(config)
      ? {
          currency_symbol: text(config.currency_symbol),
          currency_symbol_direction: text(config.currency_symbol_direction),
          digit_after_decimal_point: typeof digits === 'number' || typeof digits === 'string' ? digits : null,
        }
      : null,
  );
  const amount = formatAmount(
    discountedUnitPrice(toNumber(item.price), item as { discount?: number; discount_type?: string }, fmt.digits),
    fmt.digits,
  ).replace(/,/g, '');
  const currency = CURRENCY_CODES[fmt.symbol.trim()] ?? null;
  const store = text(item.store_name) || (isObject(item.store_details) ? text(item.store_details.name) : '');
  const canonical = canonicalOf(url, moduleId ?? text(item.module_id));
  const image = text(item.image_full_url) || null;
  const description = plainText(text(item.description)) || store;
  const inStock = text(item.module_type) === 'food' || toNumber(item.stock) > 0;
  return {
    title: store ? `${text(item.name)} · ${store}` : text(item.name),
    description,
    canonical,
    image,
    ogType: 'product',
    price: { amount, currency },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: text(item.name),
      description,
      ...(image ? { image: [image] } : {}),
      sku: text(item.id),
      offers: {
        '@type': 'Offer',
        price: amount,
        ...(currency ? { priceCurrency: currency } : {}),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
        ...(store ? { seller: { '@type': 'Organization', name: store } } : {}),
      },
      ...(rating(item) ? { aggregateRating: rating(item) } : {}),
    },
  };
}

async function storePreview(url: URL, id: string, get: ApiGet): Promise<SharePreview | null> {
  const moduleId = url.searchParams.get('module_id');
  const store = await get(`/api/v1/stores/details/${encodeURIComponent(id)}`, moduleId ? { moduleId } : {});
  // A missing store is 200 {} on the platform.
  if (!isObject(store) || !text(store.name)) return null;
  const canonical = canonicalOf(url, moduleId ?? text(store.module_id));
  const image = text(store.cover_photo_full_url) || text(store.logo_full_url) || null;
  const address = text(store.address);
  const food = isObject(store.module) && text(store.module.module_type) === 'food';
  const lat = toNumber(store.latitude);
  const lng = toNumber(store.longitude);
  return {
    title: text(store.name),
    description: plainText(text(store.meta_description)) || address || text(store.name),
    canonical,
    image,
    ogType: 'website',
    price: null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': food ? 'Restaurant' : 'Store',
      name: text(store.name),
      url: canonical,
      ...(image ? { image } : {}),
      ...(text(store.logo_full_url) ? { logo: text(store.logo_full_url) } : {}),
      ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
      ...(text(store.phone) ? { telephone: text(store.phone) } : {}),
      ...(lat || lng ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } } : {}),
      ...(rating(store) ? { aggregateRating: rating(store) } : {}),
    },
  };
}

/** The preview of a store or product URL, or null for any other page (or when the API does not know it). */
export function sharePreviewFor(url: URL, get: ApiGet): Promise<SharePreview | null> {
  const product = PRODUCT.exec(url.pathname);
  if (product) return productPreview(url, decodeURIComponent(product[1]!), get);
  const store = STORE.exec(url.pathname);
  if (store && !STORE_LISTS.has(store[1]!)) return storePreview(url, decodeURIComponent(store[1]!), get);
  return Promise.resolve(null);
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `<` is escaped so that no `</script>` can end it early. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's HTML with the preview in its head: title and description replaced, the tags added after the title. */
export function withPreview(html: string, p: SharePreview): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${attr(p.canonical)}" />`,
    meta('property', 'og:type', p.ogType),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.canonical),
    ...(p.image ? [meta('property', 'og:image', p.image)] : []),
    ...(p.price ? [meta('property', 'product:price:amount', p.price.amount)] : []),
    ...(p.price?.currency ? [meta('property', 'product:price:currency', p.price.currency)] : []),
    meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    ...(p.image ? [meta('name', 'twitter:image', p.image)] : []),
    `<script type="application/ld+json">${scriptJson(p.jsonLd)}</script>`,
  ];
  const title = `<title>${attr(p.title)}</title>`;
  let out = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => `${title}\n    ${tags.join('\n    ')}`)
    : html.replace('</head>', () => `${title}\n    ${tags.join('\n    ')}\n  </head>`);
  const description = meta('name', 'description', p.description);
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => description)
    : out.replace('</head>', () => `${description}\n  </head>`);
  return out;
}
