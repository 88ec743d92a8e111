/**
 * Runs one actor an edge module provides to a machine (`machine.provide({ actors })`), with the input the
 * machine would give it, and hands back its output or its error: the edge's inputs and outputs, without
 * driving the machine to the state that invokes it.
 */
import { Actor, createActor, toPromise, type AnyActorLogic, type AnyActorRef, type AnyStateMachine } from 'xstate';

/** A machine as provided, or an actor the edge already started from one (the app's flows hand out actor refs). */
export type Provided = AnyStateMachine | AnyActorRef;

function machineOf(provided: Provided): AnyStateMachine {
  if (provided instanceof Actor) return provided.logic as AnyStateMachine;
  if ('implementations' in provided) return provided;
  throw new Error('not a machine nor an actor started from one');
}

export function providedActor(from: Provided, name: string): AnyActorLogic {
  const logic = machineOf(from);
  const provided = logic.implementations.actors[name];
  if (!provided)
    throw new Error(
      `the edge provides no actor "${name}" (it provides ${Object.keys(logic.implementations.actors).join(', ')})`,
    );
  return 'src' in provided ? (provided.src as AnyActorLogic) : provided;
}

/** The provided actor's output for this input (it rejects with the actor's error). */
export function runProvided<T = unknown>(logic: Provided, name: string, input?: unknown): Promise<T> {
  return toPromise(createActor(providedActor(logic, name), { input }).start()) as Promise<T>;
}

/** The provided actor's error for this input (fails the test when it succeeds). */
export async function failureOf(logic: Provided, name: string, input?: unknown): Promise<unknown> {
  const outcome = await runProvided(logic, name, input).then(
    (output) => ({ failed: false as const, output }),
    (error: unknown) => ({ failed: true as const, error }),
  );
  if (!outcome.failed)
    throw new Error(`expected "${name}" to fail, it answered ${JSON.stringify(outcome.output).slice(0, 300)}`);
  return outcome.error;
}

/** A machine the edge provides as a child of another (the OTP dialog inside the login flow, …). */
export function providedMachine(from: Provided, name: string): AnyStateMachine {
  const child = providedActor(from, name);
  if (!('implementations' in child)) throw new Error(`"${name}" is not a machine`);
  return child as AnyStateMachine;
}
