/**
 * Real actors playing a machine's paths for the model tests (tests/tools/model.ts): invoked actors that never
 * settle, so a path's own `xstate.done/error.actor.*` events answer them.
 */
import { createActor, fromPromise, type AnyActorLogic, type AnyStateMachine, type EventObject } from 'xstate';

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

/** Invoked actors never settle during replay: their answers are the `xstate.done/error.actor.*` events of a path. */
export function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of Object.keys(machine.implementations.actors ?? {})) {
    actors[name] = fromPromise(() => new Promise<never>(() => {}));
  }
  return machine.provide({ actors });
}

/**
 * The part of a path a real actor plays. The graph explorer walks on where a live actor would not: XState v5
 * stops an actor with an error when an `xstate.error.actor.*` event reaches a state that does not handle it
 * (a request that no longer runs never answers), and a finished flow takes no events, so the path is cut
 * just before its first step the actor cannot take; the real steps before it still count (e.g. the last
 * step into a final state).
 */
export function playable(machine: AnyStateMachine, path: ModelPath): ModelPath {
  const actor = createActor(withSilentActors(machine), { input: path.input as never });
  let crashed = false;
  actor.subscribe({ error: () => (crashed = true) });
  actor.start();
  const steps: PathStep[] = [];
  for (const step of path.steps) {
    // A finished flow takes no more events either.
    if (crashed || actor.getSnapshot().status !== 'active' || !actor.getSnapshot().can(step.event)) break;
    actor.send(step.event);
    if (crashed) break;
    steps.push(step);
  }
  actor.stop();
  return { ...path, steps };
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
