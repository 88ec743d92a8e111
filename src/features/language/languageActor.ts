import type { ActorRefFrom } from 'xstate';
import { flowContext } from '../../flows/flowContext';
import type { languageChangeMachine } from '../../../machines/language/languageChange.machine';

export type LanguageActor = ActorRefFrom<typeof languageChangeMachine>;

/** The app's language flow actor; the edge (src/app) creates it with the real storage and reload. */
export const [LanguageActorContext, useLanguageActor] = flowContext<LanguageActor>('LanguageActorContext');
