/**
 * Real actors playing a machine's paths for the model tests (tests/tools/model.ts): invoked actors that never
 * settle, so a path's own `xstate.done/error.actor.*` events answer them.
 */
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export interface PathStep {
  event: EventObject;
  /** The machine's state value after the event, e.g. `"confirming"` or `{"form":"editing"}`. */
  value: unknown;
}

export interface ModelPath {
  input: unknown;
  initial: unknown;
  steps: PathStep[];
}

const silent = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * Invoked actors never settle during replay: their answers are the `xstate.done/error.actor.*` events of a path.
 * One copy per machine: `provide` rebuilds every state node, and the model tests replay thousands of paths.
 */
export function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  let copy = silent.get(machine);
  if (copy) return copy;
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of Object.keys(machine.implementations.actors ?? {})) {
    actors[name] = fromPromise(() => new Promise<never>(() => {}));
  }
  copy = machine.provide({ actors });
  silent.set(machine, copy);
  return copy;
}

/** Stable across `machine.provide()` copies, which rebuild every state node. */
export function transitionKey(t: AnyTransition): string {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return `${t.source.id}#${t.eventType || 'always'}#${list.indexOf(t)}`;
}

/** A played path and what it went through: `t:` and a transitionKey for each transition taken, `s:` and a state node id for each state. */
export interface Played {
  path: ModelPath;
  ground: Set<string>;
}

/**
 * The part of a path a real actor plays. The graph explorer walks on where a live actor would not: XState v5
 * stops an actor with an error when an `xstate.error.actor.*` event reaches a state that does not handle it
 * (a request that no longer runs never answers), and a finished flow takes no events, so the path is cut
 * just before its first step the actor cannot take; the real steps before it still count (e.g. the last
 * step into a final state). The same run records the ground the cut path covers (what replaying it records),
 * so choosing the covering paths replays none of them again.
 */
export function playable(machine: AnyStateMachine, path: ModelPath): Played {
  const ground = new Set<string>();
  let pending: AnyTransition[] = [];
  const actor = createActor(withSilentActors(machine), {
    input: path.input as never,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep')
        pending.push(...(ev as unknown as { _transitions: AnyTransition[] })._transitions);
    },
  });
  let crashed = false;
  actor.subscribe({ error: () => (crashed = true) });
  // What the last start or step went through, kept once the actor took it without an error.
  const keep = () => {
    for (const t of pending) ground.add(`t:${transitionKey(t)}`).add(`s:${t.source.id}`);
    pending = [];
    for (const node of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes)
      ground.add(`s:${node.id}`);
  };
  actor.start();
  keep();
  const steps: PathStep[] = [];
  for (const step of path.steps) {
    // A finished flow takes no more events either.
    if (crashed || actor.getSnapshot().status !== 'active' || !actor.getSnapshot().can(step.event)) break;
    actor.send(step.event);
    if (crashed) break;
    keep();
    steps.push(step);
  }
  actor.stop();
  return { path: { ...path, steps }, ground };
}

/**
 * The state an input alone ends the flow in (e.g. a feature switched off), else null: its path has no step,
 * and is still a path.
 */
export function endsAtStart(machine: AnyStateMachine, input: unknown): unknown {
  const actor = createActor(withSilentActors(machine), { input: input as never });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot.status === 'done' ? snapshot.value : null;
}
