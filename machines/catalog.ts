import type { AnyStateMachine, EventObject } from 'xstate';
import { languageChangeMachine } from './language/languageChange.machine';
import { themeMachine } from './theme/theme.machine';

/**
 * Every flow machine, with what QA needs to explore it: the input it starts from and the sample events
 * (API answers included, as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`) that drive it.
 * `npm run flows` draws each one; `npm run paths -- <id>` lists its test paths.
 */
export interface CatalogEntry {
  machine: AnyStateMachine;
  /** Inputs to explore from; each yields its own set of paths (e.g. signed in and guest). */
  inputs: readonly unknown[];
  events: ReadonlyArray<EventObject & Record<string, unknown>>;
}

export const catalog: Record<string, CatalogEntry> = {
  languageChange: {
    machine: languageChangeMachine,
    inputs: [
      { current: 'en', justChanged: false },
      { current: 'ar', justChanged: true },
    ],
    events: [
      { type: 'language.select', code: 'ar' },
      { type: 'language.select', code: 'en' },
      { type: 'language.confirm' },
      { type: 'language.cancel' },
    ],
  },
  theme: {
    machine: themeMachine,
    inputs: [{ initial: 'light' }, { initial: 'dark' }],
    events: [
      { type: 'theme.toggle' },
      { type: 'theme.set', mode: 'dark' },
      { type: 'theme.set', mode: 'light' },
    ],
  },
};
