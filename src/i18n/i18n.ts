import { i18n, type Messages } from '@lingui/core';

/**
 * One catalogue per area (the shell's `messages`, then `location`, `account`, `catalog`, `cart`), written
 * by whoever owns that area's features; each language's catalogues load together in their own chunk.
 */
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

/** Loads the language's catalogues and makes it current. */
export async function activateLanguage(code: string): Promise<void> {
  const locale = code in catalogs ? code : 'en';
  const { messages } = await catalogs[locale]!();
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
