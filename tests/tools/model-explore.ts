/**
 * The state graph a machine's test paths are drawn from (tests/tools/model.ts): `xstate/graph`'s adjacency map
 * from one input with the catalogue's sample events, and the shortest way to each state found.
 *
 * It computes what `TestModel#getShortestPaths` and `#getAdjacencyMap` gave, the same states and the same paths in
 * the same order, at a fraction of the cost (tracking: 26 s to a few on CI's machine; every catalogue machine was
 * explored by five test files): the graph is walked once instead of twice, only with the events a state handles,
 * and each snapshot is serialized once.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { PathStep } from './model-replay';

/** xstate/graph's adjacency map, keyed by `stateKey` and by the serialized event. */
export type Graph = Record<
  string,
  { state: Snapshot<unknown>; transitions: Record<string, { event: EventObject; state: Snapshot<unknown> }> }
>;

const keys = new WeakMap<object, string>();

/** A snapshot's identity in the graph: its value, context and status (computed once per snapshot object). */
export function stateKey(snapshot: Snapshot<unknown>): string {
  let key = keys.get(snapshot);
  if (key === undefined) {
    const s = snapshot as unknown as { value: unknown; context: unknown; status: string };
    key = JSON.stringify([s.value, s.context, s.status]);
    keys.set(snapshot, key);
  }
  return key;
}

/**
 * An event the state does not handle leaves it as it was (a self-loop, which the paths drop) or, for an actor's
 * answer, stops the actor with an error (which the paths drop too): the explorer need not try it.
 */
const handles = (snapshot: Snapshot<unknown>, event: EventObject) => (snapshot as AnyMachineSnapshot).can(event);

/** Every state reachable from the input with the sample events, and the events each takes from it. */
export function exploreGraph(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): Graph {
  return getAdjacencyMap(machine, {
    events,
    input,
    serializeState: stateKey,
    filterEvents: handles,
  }) as unknown as Graph;
}

interface Best {
  weight: number;
  from?: string;
  step?: PathStep;
}

/**
 * The steps from the first state of the graph to each state, as `xstate/graph`'s getShortestPaths picks them (the
 * same traversal order, so the same path where two are as short).
 */
export function shortestSteps(graph: Graph): Map<string, PathStep[]> {
  const start = Object.keys(graph)[0]!;
  const best = new Map<string, Best>([[start, { weight: 0 }]]);
  const visited = new Set<string>();
  const unvisited = new Set([start]);
  for (const key of unvisited) {
    const { weight } = best.get(key)!;
    for (const t of Object.values(graph[key]!.transitions)) {
      const next = stateKey(t.state);
      const known = best.get(next);
      if (!known || known.weight > weight + 1)
        best.set(next, {
          weight: weight + 1,
          from: key,
          step: { event: t.event, value: (t.state as { value?: unknown }).value },
        });
      if (!visited.has(next)) unvisited.add(next);
    }
    visited.add(key);
    unvisited.delete(key);
  }
  const steps = new Map<string, PathStep[]>();
  for (const [key, b] of best) steps.set(key, b.from === undefined ? [] : [...steps.get(b.from)!, b.step!]);
  return steps;
}

/** Which of the keys another key extends (another path starts with it): sorted, such a key comes right after it. */
export function extendedKeys(keys: readonly string[], separator: string): Set<string> {
  const sorted = [...new Set(keys)].sort();
  const out = new Set<string>();
  sorted.forEach((k, i) => {
    if (sorted[i + 1]?.startsWith(k + separator)) out.add(k);
  });
  return out;
}
