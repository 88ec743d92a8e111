const rules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category of a count in a language ('one', 'two', 'few', …), for a message written as a
 * `select` on it with the count as a plain placeholder. Lingui's `plural` formats its `#` with
 * Intl.NumberFormat, and the first NumberFormat of a page costs 36 ms on this machine (about 145 ms at a
 * phone's speed): with the header's cart label as the first screen's only plural, that was the longest task
 * of a first load (issue 15). Plural rules alone cost about 1 ms.
 */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let forLocale = rules.get(locale);
  if (!forLocale) {
    forLocale = new Intl.PluralRules(locale || 'en');
    rules.set(locale, forLocale);
  }
  return forLocale.select(count);
}
