/**
 * Hand-written expectations for model-based tests. Comparing a replay with the machine that produced the
 * path only proves the machine agrees with itself; here a test states, as data, what each state of the flow
 * must show (context, tags, the calls made on entering it), written from the spec, and `expectStates`
 * checks it after every step of every test path. A state that a path reaches with no expectation, or an
 * expectation that no path reaches, fails too: new states get their expectation written.
 */
import type { EventObject } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { pathEffects, type StepEffects } from './effects';
import { modelPaths, type ModelPath } from './model';

/** Events as the tests read them: any field of the sample events. */
export type AnyEvent = EventObject & Record<string, any>;

export interface StepView<C> {
  context: C;
  input: unknown;
  /** The event of this step (`null` at the start). */
  event: AnyEvent | null;
  /** Every event of the path up to and including this one. */
  events: AnyEvent[];
  tags: string[];
  /** The states (same keys as the expectations) the flow was in before this step; empty at the start. */
  from: string[];
  step: StepEffects;
}

export interface StateExpectation<C> {
  /** What the customer sees (or what happens out of sight) in this state, from the spec. */
  sees: string;
  /** The context holds at least this (partial match), or a function of the step that returns it. */
  context?: Partial<C> | ((view: StepView<C>) => Partial<C>);
  /** Exactly these tags while the flow is in this state. */
  tags?: string[];
  /** Invoked actors (ids) started whenever the state is entered. */
  calls?: string[];
  /** Any further check; throw (e.g. with `expect`) when the state is wrong. */
  check?: (view: StepView<C>) => void;
}

/** Keyed by an atomic state's path below the root, e.g. `open.signIn` or `active.timer.counting`. */
export type Expectations<C> = Record<string, StateExpectation<C>>;

function matches(actual: unknown, expected: unknown): boolean {
  if (expected === actual) return true;
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) {
    return JSON.stringify(expected) === JSON.stringify(actual);
  }
  if (Array.isArray(expected)) return JSON.stringify(expected) === JSON.stringify(actual);
  return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
}

/**
 * Checks every step of the given paths (by default all test paths of the machine) against the expectations.
 * Throws with the path, step and state of the first mismatch.
 */
export function expectStates<C>(
  entry: CatalogEntry,
  expectations: Expectations<C>,
  paths: ModelPath[] = modelPaths(entry),
): void {
  const rootId = entry.machine.root.id;
  const reached = new Set<string>();
  const missing = new Set<string>();
  paths.forEach((path, p) => {
    const steps = pathEffects(entry.machine, path);
    let before: string[] = [];
    steps.forEach((step, i) => {
      const events = steps.slice(1, i + 1).map((s) => s.event!);
      const from = before.map((id) => id.slice(rootId.length + 1));
      const view: StepView<C> = {
        context: step.context as C,
        input: path.input,
        event: step.event,
        events,
        tags: step.tags,
        from,
        step,
      };
      const entered = new Set(step.effects.flatMap((e) => (e.kind === 'call' ? [e.id] : [])));
      for (const leaf of step.leaves) {
        const key = leaf.slice(rootId.length + 1);
        const exp = expectations[key];
        if (!exp) {
          missing.add(key);
          continue;
        }
        reached.add(key);
        const where = `${rootId} path ${p + 1} step ${i} (${step.event?.type ?? 'start'}) in "${key}" (${exp.sees})`;
        try {
          if (exp.context) {
            const want = typeof exp.context === 'function' ? exp.context(view) : exp.context;
            if (!matches(step.context, want))
              throw new Error(`context ${JSON.stringify(step.context)} does not hold ${JSON.stringify(want)}`);
          }
          if (exp.tags && JSON.stringify([...exp.tags].sort()) !== JSON.stringify(step.tags)) {
            throw new Error(`tags ${JSON.stringify(step.tags)}, expected ${JSON.stringify(exp.tags)}`);
          }
          if (exp.calls && !before.includes(leaf)) {
            const absent = exp.calls.filter((c) => !entered.has(c));
            if (absent.length) throw new Error(`entering it made no call to ${absent.join(', ')}`);
          }
          exp.check?.(view);
        } catch (e) {
          throw new Error(`${where}: ${(e as Error).message}`, { cause: e });
        }
      }
      before = step.leaves;
    });
  });
  if (missing.size) throw new Error(`${rootId}: no expectation written for ${[...missing].join(', ')}`);
  const unreached = Object.keys(expectations).filter((k) => !reached.has(k));
  if (unreached.length) throw new Error(`${rootId}: no test path reaches ${unreached.join(', ')}`);
}

/** Readers of one step for the per-state checks, so each machine's test says what it expects, not how to dig it out. */
/** The named actions the step ran that do more than update the context (toasts, navigation, calls to the edge). */
export const stepActions = (v: StepView<unknown>): string[] =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && !e.context ? [e.name] : []));

/** The ids of the actors (API calls, child flows) the step started. */
export const stepCalls = (v: StepView<unknown>): string[] =>
  v.step.effects.flatMap((e) => (e.kind === 'call' ? [e.id] : []));

/** The input the step gave the call `id` (or its first call when no id is given). */
export function callInput(v: StepView<unknown>, id?: string): unknown {
  const call = v.step.effects.find((e) => e.kind === 'call' && (id === undefined || e.id === id));
  return call && 'input' in call ? call.input : undefined;
}

/** The message ids the step toasted through the machine's `notify` action. */
export const notifiedIds = (v: StepView<unknown>): string[] =>
  v.step.effects.flatMap((e) => (e.kind === 'action' && e.name === 'notify' ? [(e.params as { id: string }).id] : []));
