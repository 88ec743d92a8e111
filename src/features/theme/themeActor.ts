import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { themeMachine } from '../../../machines/theme/theme.machine';

export type ThemeActor = ActorRefFrom<typeof themeMachine>;

export const ThemeActorContext = createContext<ThemeActor | null>(null);

export function useThemeActor(): ThemeActor {
  const actor = useContext(ThemeActorContext);
  if (!actor) throw new Error('ThemeActorContext is missing');
  return actor;
}
