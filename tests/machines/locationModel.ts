/**
 * Shared by the location and module machine tests. XState v5 treats an `xstate.error.actor.*` event that no
 * transition handles as a crash of the actor, while the graph explorer keeps walking from the crashed
 * snapshot. Such a step is nothing a customer can cause (a stopped request never answers), so each path is
 * cut just before its first unhandled step; dropping the whole path instead would also drop the real steps
 * before it (e.g. the last step into a final state, whose longer variants all end in such a crash).
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { modelPaths, withSilentActors, type ModelPath } from '../tools/model';

function handledPrefix(machine: AnyStateMachine, path: ModelPath): ModelPath {
  const actor = createActor(withSilentActors(machine), { input: path.input as never });
  actor.start();
  const steps: ModelPath['steps'] = [];
  for (const step of path.steps) {
    if (!actor.getSnapshot().can(step.event)) break;
    actor.send(step.event);
    steps.push(step);
  }
  actor.stop();
  return { ...path, steps };
}

export function handledPaths(entry: CatalogEntry): ModelPath[] {
  const seen = new Set<string>();
  return modelPaths(entry)
    .map((p) => handledPrefix(entry.machine, p))
    .filter((p) => {
      const key = JSON.stringify([p.input, p.steps.map((s) => s.event)]);
      if (!p.steps.length || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
