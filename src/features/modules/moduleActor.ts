import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { flowContext } from '../../flows/flowContext';
import type { StoredModule } from '../../domain/module';
import type { moduleChoiceMachine } from '../../../machines/modules/moduleChoice.machine';

export type ModuleActor = ActorRefFrom<typeof moduleChoiceMachine>;

/** The app's module choice actor; its context holds the chosen module (app state). Created in src/app/locationFlows.ts. */
export const [ModuleActorContext, useModuleActor] = flowContext<ModuleActor>('ModuleActorContext');

/** The chosen module (app state), for composing views in routes. */
export function useCurrentModule(): StoredModule | null {
  return useSelector(useModuleActor(), (s) => s.context.current);
}
