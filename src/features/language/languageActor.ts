import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { languageChangeMachine } from '../../../machines/language/languageChange.machine';

export type LanguageActor = ActorRefFrom<typeof languageChangeMachine>;

/** The app's language flow actor; the edge (src/app) creates it with the real storage and reload. */
export const LanguageActorContext = createContext<LanguageActor | null>(null);

export function useLanguageActor(): LanguageActor {
  const actor = useContext(LanguageActorContext);
  if (!actor) throw new Error('LanguageActorContext is missing');
  return actor;
}
