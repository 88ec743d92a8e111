/** Languages the storefront ships, and the right-to-left rule of core §9. */
export const RTL_CODES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'] as const;

export type Direction = 'ltr' | 'rtl';

export interface Language {
  code: string;
  country: string;
  /** The language's own name, shown the same in every UI language. */
  nativeName: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', country: 'US', nativeName: 'English' },
  { code: 'ar', country: 'SA', nativeName: 'العربية' },
];

export const DEFAULT_LANGUAGE = 'en';

/** core §3 `country`: the country that goes with a language (the platform stores it beside `language-setting`). */
export const countryOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.country ?? 'US';

/** The full locale the UI parts (Ark's LocaleProvider) format and lay out with. */
export const intlLocaleOf = (code: string) => (code === 'ar' ? 'ar-SA' : 'en-US');

export function directionOf(code: string): Direction {
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_CODES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

export function isSupportedLanguage(code: unknown): code is string {
  return typeof code === 'string' && LANGUAGES.some((l) => l.code === code);
}

/** The stored choice wins; otherwise the first supported browser language; otherwise English. */
export function resolveLanguage(stored: string | null, browserLanguages: readonly string[] = []): string {
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
