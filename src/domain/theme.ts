export type ThemeMode = 'light' | 'dark';

/** What the server renders a page in when it does not know the device's theme (no cookie yet). */
export const THEME_UNKNOWN_TO_SERVER: ThemeMode = 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** A remembered choice wins; otherwise the system preference. */
export function resolveTheme(stored: string | null, prefersDark: boolean): ThemeMode {
  if (isThemeMode(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

export function otherTheme(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'light' : 'dark';
}
