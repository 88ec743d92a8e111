/**
 * Shared by the account and auth machine tests. XState v5 treats an `xstate.error.actor.*` event that no
 * transition handles as a crash of the actor, while the graph explorer keeps walking from the crashed
 * snapshot; such paths describe nothing a customer can do, so they are left out before coverage is taken.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { modelPaths, withSilentActors, type ModelPath } from '../tools/model';

export function crashes(machine: AnyStateMachine, path: ModelPath): boolean {
  const actor = createActor(withSilentActors(machine), { input: path.input as never });
  let crashed = false;
  actor.subscribe({ error: () => (crashed = true) });
  actor.start();
  for (const step of path.steps) {
    if (crashed) break;
    actor.send(step.event);
  }
  actor.stop();
  return crashed;
}

export function soundPaths(entry: CatalogEntry): ModelPath[] {
  return modelPaths(entry).filter((p) => !crashes(entry.machine, p));
}
