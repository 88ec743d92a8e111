/**
 * Model-based testing on `xstate/graph`: explore a machine from each input with the catalogue's sample
 * events, derive paths that take every transition found, and replay paths in real actors so tests can
 * assert that every state node and every transition of the machine was reached.
 *
 * One filter serves the tests and `npm run paths`: `modelPaths` keeps of each explored path only what a real
 * actor plays (see `playable`), and `coveringPaths` picks from those the few that QA walks by hand.
 */
import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { endsAtStart, playable, transitionKey, withSilentActors, type ModelPath, type PathStep } from './model-replay';
import { exploreGraph, extendedKeys, shortestSteps, stateKey } from './model-explore';

export { playable, transitionKey, withSilentActors, type ModelPath, type PathStep };

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return out;
}

export function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  const out: AnyTransition[] = [];
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) out.push(...list);
    out.push(...(node.always ?? []));
  }
  return out;
}

export function describeTransition(t: AnyTransition): string {
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id).join(', ') || '(stay)';
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  return `${t.source.id} --${t.eventType || 'always'}${guard}--> ${targets}`;
}

/** Paths from the initial state that, together, take every edge of the explored state graph (unfiltered). */
function exploredPaths(entry: CatalogEntry): ModelPath[] {
  const machine = withSilentActors(entry.machine);
  const paths: ModelPath[] = [];
  for (const input of entry.inputs) {
    const graph = exploreGraph(machine, input, entry.events as EventObject[]);
    const toState = shortestSteps(graph);
    const initial = (Object.values(graph)[0]?.state as { value: unknown } | undefined)?.value;
    const candidates: PathStep[][] = [];
    for (const [from, vertex] of Object.entries(graph)) {
      const prefix = toState.get(from);
      if (!prefix) continue;
      for (const t of Object.values(vertex.transitions)) {
        // An event no transition handles stops a real actor with an error: not a path worth testing.
        if ((t.state as { status?: string }).status === 'error') continue;
        // Keep self-loops only where the machine handles the event (an action runs); drop ignored events.
        if (from === stateKey(t.state) && !(vertex.state as unknown as { can(e: EventObject): boolean }).can(t.event))
          continue;
        candidates.push([...prefix, { event: t.event, value: (t.state as unknown as { value: unknown }).value }]);
      }
    }
    // A path that is the prefix of another adds nothing for QA.
    const keyOf = (steps: PathStep[]) => steps.map((s) => JSON.stringify(s.event)).join('\u0000');
    const keys = candidates.map(keyOf);
    const extended = extendedKeys(keys, '\u0000');
    const seen = new Set<string>();
    candidates.forEach((steps, i) => {
      const k = keys[i]!;
      if (seen.has(k) || extended.has(k)) return;
      seen.add(k);
      paths.push({ input, initial, steps });
    });
  }
  return paths;
}

const keyOfPath = (p: ModelPath) =>
  JSON.stringify(p.input) + '\u0001' + p.steps.map((s) => JSON.stringify(s.event)).join('\u0000');
const pathCache = new WeakMap<CatalogEntry, ModelPath[]>();
/** What each test path goes through (see `playable`), recorded while it was cut. */
const groundOf = new WeakMap<ModelPath, Set<string>>();

/**
 * The test paths of a machine: explored paths cut to what a real actor plays, without empty paths (but for an
 * input that ends the flow at its start), repeats,
 * or paths that are the start of another (they add nothing). Cached per catalogue entry.
 */
export function modelPaths(entry: CatalogEntry): ModelPath[] {
  const cached = pathCache.get(entry);
  if (cached) return cached;
  const byKey = new Map<string, ModelPath>();
  for (const p of exploredPaths(entry)) {
    const { path: cut, ground } = playable(entry.machine, p);
    if (!cut.steps.length) continue;
    byKey.set(keyOfPath(cut), cut);
    groundOf.set(cut, ground);
  }
  for (const input of entry.inputs) {
    const start = endsAtStart(entry.machine, input);
    if (start) byKey.set(keyOfPath({ input, initial: start, steps: [] }), { input, initial: start, steps: [] });
  }
  const keys = [...byKey.keys()];
  const sorted = [...keys].sort();
  const paths: ModelPath[] = [];
  sorted.forEach((k, i) => {
    // Sorted keys put a path right before the paths it starts.
    const next = sorted[i + 1];
    if (next && next.startsWith(k + '\u0000')) return;
    paths.push(byKey.get(k)!);
  });
  // Keep the explorer's order (input by input, shortest first) for readers of the list.
  const order = new Map(keys.map((k, i) => [k, i]));
  paths.sort((a, b) => order.get(keyOfPath(a))! - order.get(keyOfPath(b))!);
  pathCache.set(entry, paths);
  return paths;
}

const coverCache = new WeakMap<CatalogEntry, ModelPath[]>();

/**
 * The few test paths QA walks: chosen greedily from `modelPaths` until together they take every transition
 * and enter every state those paths reach (the most new ground first, the shorter path on a tie), then
 * without any path the others make redundant. Listed input by input, shortest first.
 */
export function coveringPaths(entry: CatalogEntry): ModelPath[] {
  const cached = coverCache.get(entry);
  if (cached) return cached;
  const all = modelPaths(entry);
  const ground = all.map((p) => {
    const known = groundOf.get(p);
    if (known) return known;
    const r = replay(entry.machine, p);
    return new Set([...[...r.taken].map((t) => `t:${t}`), ...[...r.visited].map((n) => `s:${n}`)]);
  });
  const covered = new Set<string>();
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    ground.forEach((g, i) => {
      let gain = 0;
      g.forEach((k) => void (covered.has(k) || gain++));
      if (gain > bestGain || (gain === bestGain && gain > 0 && all[i]!.steps.length < all[best]!.steps.length)) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    ground[best]!.forEach((k) => covered.add(k));
    chosen.push(best);
  }
  // A path chosen early may be covered by the ones chosen after it.
  for (const i of [...chosen]) {
    const others = chosen.filter((j) => j !== i);
    const rest = new Set(others.flatMap((j) => [...ground[j]!]));
    if ([...ground[i]!].every((k) => rest.has(k))) chosen.splice(chosen.indexOf(i), 1);
  }
  const inputs = entry.inputs.map((i) => JSON.stringify(i));
  const result = chosen
    .map((i) => all[i]!)
    .sort(
      (a, b) =>
        inputs.indexOf(JSON.stringify(a.input)) - inputs.indexOf(JSON.stringify(b.input)) ||
        a.steps.length - b.steps.length,
    );
  coverCache.set(entry, result);
  return result;
}

export interface Replay {
  /** Transition keys (see transitionKey). */
  taken: Set<string>;
  /** State node ids. */
  visited: Set<string>;
  values: unknown[];
  actions: string[];
}

/** Runs a path in a real actor (with silent invoked actors) and records what it went through. */
export function replay(
  machine: AnyStateMachine,
  path: ModelPath,
  implementations?: Parameters<AnyStateMachine['provide']>[0],
): Replay {
  const taken = new Set<string>();
  const visited = new Set<string>();
  const actions: string[] = [];
  let logic = withSilentActors(machine);
  if (implementations) logic = logic.provide(implementations);
  const actor = createActor(logic, {
    input: path.input as never,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') {
        for (const t of (ev as unknown as { _transitions: AnyTransition[] })._transitions) {
          taken.add(transitionKey(t));
          // Transient states (left by `always` in the same macrostep) are only seen here.
          visited.add(t.source.id);
        }
      }
      if (ev.type === '@xstate.action') actions.push((ev as unknown as { action: { type: string } }).action.type);
    },
  });
  const record = () => {
    for (const node of (actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] })._nodes) visited.add(node.id);
  };
  actor.start();
  record();
  const values: unknown[] = [];
  for (const step of path.steps) {
    actor.send(step.event);
    record();
    values.push(actor.getSnapshot().value);
  }
  actor.stop();
  return { taken, visited, values, actions };
}

/** What no path reached: state node ids and transition descriptions. */
export function coverage(machine: AnyStateMachine, paths: ModelPath[]) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  const mismatches: string[] = [];
  for (const path of paths) {
    const r = replay(machine, path);
    r.taken.forEach((t) => taken.add(t));
    r.visited.forEach((n) => visited.add(n));
    path.steps.forEach((step, i) => {
      if (JSON.stringify(step.value) !== JSON.stringify(r.values[i])) {
        mismatches.push(
          `${step.event.type}: expected ${JSON.stringify(step.value)}, got ${JSON.stringify(r.values[i])}`,
        );
      }
    });
  }
  const missedStates = allStateNodes(machine)
    .filter((n) => !visited.has(n.id))
    .map((n) => n.id);
  const missedTransitions = allTransitions(machine)
    .filter((t) => !taken.has(transitionKey(t)))
    .map(describeTransition);
  return { missedStates, missedTransitions, mismatches };
}
