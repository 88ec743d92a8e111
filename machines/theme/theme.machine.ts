import { setup } from 'xstate';
import type { ThemeMode } from '../../src/domain/theme';

export interface ThemeInput {
  /** The mode the boot script already applied before first paint. */
  initial: ThemeMode;
}

export type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.set'; mode: ThemeMode };

export const themeMachine = setup({
  types: {
    tags: {} as 'dark',
    input: {} as ThemeInput,
    context: {} as ThemeInput,
    events: {} as ThemeEvent,
  },
  guards: {
    startsDark: ({ context }) => context.initial === 'dark',
    wantsDark: ({ event }) => event.type === 'theme.set' && event.mode === 'dark',
    wantsLight: ({ event }) => event.type === 'theme.set' && event.mode === 'light',
  },
  actions: {
    /** Edge: set `data-theme` on <html> and remember the mode in local storage. */
    applyTheme: (_, _params: { mode: ThemeMode }) => {},
  },
}).createMachine({
  id: 'theme',
  description:
    'core §4 Theme: light or dark, remembered in local storage and applied before first paint by the boot script, so the page never flashes the wrong theme.',
  context: ({ input }) => ({ initial: input.initial }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Start in the mode the boot script applied (the remembered choice, else the system preference).',
      always: [{ guard: 'startsDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      description: 'Light theme.',
      on: {
        'theme.toggle': { target: 'dark', actions: { type: 'applyTheme', params: { mode: 'dark' } } },
        'theme.set': { guard: 'wantsDark', target: 'dark', actions: { type: 'applyTheme', params: { mode: 'dark' } } },
      },
    },
    dark: {
      tags: ['dark'],
      description: 'Dark theme.',
      on: {
        'theme.toggle': { target: 'light', actions: { type: 'applyTheme', params: { mode: 'light' } } },
        'theme.set': {
          guard: 'wantsLight',
          target: 'light',
          actions: { type: 'applyTheme', params: { mode: 'light' } },
        },
      },
    },
  },
});
