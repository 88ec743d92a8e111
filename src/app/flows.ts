import { createActor } from 'xstate';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { languageChangeMachine } from '../../machines/language/languageChange.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { countryOf, directionOf } from '../domain/language';
import { SESSION_FLAGS, STORAGE_KEYS } from '../api/storage';
import { resolveTheme, type ThemeMode } from '../domain/theme';
import { notify } from '../ui/toaster';
import { storage } from '../api/scope';
import { clearSessionFlag, readSessionFlag, setSessionFlag } from '../api/sessionFlags';

/** The edge: the language and theme machines with their real storage, document and reload effects. */

function readSettings(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.settings) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createLanguageActor(
  current: string,
  justChanged = readSessionFlag(SESSION_FLAGS.languageChanged) === '1',
) {
  const logic = languageChangeMachine.provide({
    actions: {
      storeLanguage: (_, { code }) => {
        storage.setItem(STORAGE_KEYS.language, code);
        storage.setItem(STORAGE_KEYS.settings, JSON.stringify({ ...readSettings(), direction: directionOf(code) }));
        storage.setItem(STORAGE_KEYS.direction, directionOf(code));
        // JSON, as the platform's web client reads it.
        storage.setItem(STORAGE_KEYS.country, JSON.stringify(countryOf(code)));
      },
      applyDocumentLanguage: (_, { code }) => applyDocumentLanguage(code),
      markChangedForNextLoad: () => setSessionFlag(SESSION_FLAGS.languageChanged, '1'),
      clearChangedMark: () => clearSessionFlag(SESSION_FLAGS.languageChanged),
      announceChanged: () => notify('success', i18n._(msg`Language has been changed.`)),
      reloadPage: () => window.location.reload(),
    },
  });
  return createActor(logic, { input: { current, justChanged } });
}

export function applyDocumentLanguage(code: string) {
  const root = document.documentElement;
  const dir = directionOf(code);
  // Setting either, even to the same value, restyles the whole page (:lang and :dir match anew).
  if (root.lang !== code) root.lang = code;
  if (root.dir !== dir) root.dir = dir;
}

export function currentTheme(): ThemeMode {
  const applied = document.documentElement.getAttribute('data-theme');
  if (applied === 'light' || applied === 'dark') return applied;
  return resolveTheme(
    storage.getItem(STORAGE_KEYS.theme),
    window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  );
}

export function createThemeActor(initial: ThemeMode = currentTheme()) {
  const logic = themeMachine.provide({
    actions: {
      applyTheme: (_, { mode }) => {
        document.documentElement.setAttribute('data-theme', mode);
        document.documentElement.style.colorScheme = mode;
        storage.setItem(STORAGE_KEYS.theme, mode);
      },
    },
  });
  return createActor(logic, { input: { initial } });
}
