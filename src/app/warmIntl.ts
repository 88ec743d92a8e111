import { intlLocaleOf } from '../domain/language';
import { pluralCategory } from '../i18n/pluralCategory';
import { yieldToMain } from './yieldToMain';

/**
 * The browser loads a locale's data for plural rules and locale subtags the first time each is used. Used
 * first inside hydration (the cart badge's count, the direction of Ark's LocaleProvider), that cost lands in
 * one of its slices; loaded here, each is a short task of its own before hydration starts (issue 15: no long
 * task at load). Numbers are left out on purpose: the first screen formats none with Intl (pluralCategory.ts).
 */
export async function warmIntl(language: string): Promise<void> {
  const steps = [
    // The header's counts reuse these rules (pluralCategory keeps one per language).
    () => pluralCategory(1, language),
    () => new Intl.Locale(intlLocaleOf(language)).maximize(),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // an engine without one of these: the app falls back where it uses it
    }
    await yieldToMain();
  }
}
