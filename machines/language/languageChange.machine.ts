import { assign, setup } from 'xstate';
import { isSupportedLanguage } from '../../src/domain/language';

export interface LanguageChangeInput {
  /** The language the page was loaded in. */
  current: string;
  /** True when this page load follows a confirmed change (the flag set before the reload). */
  justChanged: boolean;
}

export interface LanguageChangeContext {
  current: string;
  pending: string | null;
  justChanged: boolean;
}

export type LanguageChangeEvent =
  { type: 'language.select'; code: string } | { type: 'language.confirm' } | { type: 'language.cancel' };

export const languageChangeMachine = setup({
  types: {
    tags: {} as 'confirming',
    input: {} as LanguageChangeInput,
    context: {} as LanguageChangeContext,
    events: {} as LanguageChangeEvent,
  },
  guards: {
    changedBeforeReload: ({ context }) => context.justChanged,
    isOtherSupportedLanguage: ({ context, event }) =>
      event.type === 'language.select' && isSupportedLanguage(event.code) && event.code !== context.current,
  },
  actions: {
    rememberPending: assign({
      pending: ({ event }) => (event.type === 'language.select' ? event.code : null),
    }),
    forgetPending: assign({ pending: null }),
    /** Edge: write `language-setting` (and `settings.direction`) to local storage. */
    storeLanguage: (_, _params: { code: string }) => {},
    /** Edge: set `lang` and `dir` on <html>. */
    applyDocumentLanguage: (_, _params: { code: string }) => {},
    /** Edge: leave a flag so the reloaded page announces the change. */
    markChangedForNextLoad: () => {},
    clearChangedMark: () => {},
    /** Edge: toast the message id `language.changed`. */
    announceChanged: () => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'languageChange',
  description:
    'core §4 Language change: the customer picks a language, confirms it, the choice is stored under `language-setting`, `lang` and `dir` are set on <html> (right-to-left for the codes of core §9) and the page reloads; the reloaded page says "Language has been changed.".',
  context: ({ input }) => ({ current: input.current, pending: null, justChanged: input.justChanged }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Page load: announce a change that was confirmed before the reload.',
      always: [
        {
          guard: 'changedBeforeReload',
          target: 'idle',
          actions: ['clearChangedMark', 'announceChanged'],
          description: 'Show "Language has been changed."',
        },
        { target: 'idle' },
      ],
    },
    idle: {
      description: 'The page shows the current language; the language control is available.',
      on: {
        'language.select': {
          guard: 'isOtherSupportedLanguage',
          target: 'confirming',
          actions: 'rememberPending',
          description: 'Choosing the language already in use, or an unknown one, does nothing.',
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      description: 'The language change confirmation dialog is open.',
      on: {
        'language.confirm': { target: 'reloading' },
        'language.cancel': { target: 'idle', actions: 'forgetPending', description: 'Nothing is stored.' },
      },
    },
    reloading: {
      description: 'The choice is stored and applied; the page reloads in the new language.',
      type: 'final',
      entry: [
        { type: 'storeLanguage', params: ({ context }) => ({ code: context.pending ?? context.current }) },
        { type: 'applyDocumentLanguage', params: ({ context }) => ({ code: context.pending ?? context.current }) },
        'markChangedForNextLoad',
        'reloadPage',
      ],
    },
  },
});
