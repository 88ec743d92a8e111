import { i18n, type Messages } from '@lingui/core';

type Catalog = Promise<{ messages: Messages }>;

/**
 * One catalogue per area (the shell's `messages`, then `location`, `account`, `catalog`, `cart`), each in its
 * language's own chunk; an area's catalogue is written by whoever owns that area's features.
 */
const catalogs: Record<string, () => Catalog[]> = {
  en: () => [
    import('./locales/en/messages.po'),
    import('./locales/en/location.po'),
    import('./locales/en/account.po'),
    import('./locales/en/catalog.po'),
    import('./locales/en/cart.po'),
  ],
  ar: () => [
    import('./locales/ar/messages.po'),
    import('./locales/ar/location.po'),
    import('./locales/ar/account.po'),
    import('./locales/ar/catalog.po'),
    import('./locales/ar/cart.po'),
  ],
};

/** Loads the language's catalogues and makes it current. */
export async function activateLanguage(code: string): Promise<void> {
  const locale = code in catalogs ? code : 'en';
  const loaded = await Promise.all(catalogs[locale]!());
  const messages = Object.assign({}, ...loaded.map((c) => c.messages)) as Messages;
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
