/**
 * What each step of a test path should do, read from the machine's own definitions: the transitions a real
 * actor takes on the step, the states they exit and enter, and those states' exit / entry actions, invoked
 * actors and delays. A live replay (with silent actors) picks the transitions and fills in what only runs
 * tell: action parameters, the input each invoked actor gets, the events emitted, the flow's output.
 */
import { createActor, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { withSilentActors, type ModelPath } from './model';

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export type Effect =
  /** A named action of the machine; `context` when it only updates the machine's context. */
  | { kind: 'action'; name: string; params?: unknown; context?: boolean; emits?: unknown; sends?: boolean }
  /** An invoked actor starts: an API call or a child flow. */
  | { kind: 'call'; id: string; src: string; input?: unknown }
  /** An invoked actor that had not answered is stopped (its answer will be ignored). */
  | { kind: 'cancel'; id: string }
  /** A delayed transition starts waiting. */
  | { kind: 'timer'; delay: string }
  /** The flow reached its final state and hands over its output. */
  | { kind: 'done'; output: unknown };

export interface StepEffects {
  event: EventObject | null;
  /** The state value after the step (the initial state for the start). */
  value: unknown;
  /** Ids of the atomic states the machine is in after the step. */
  leaves: string[];
  effects: Effect[];
  context: unknown;
  tags: string[];
  /** `active`, or `done` once a final state of the flow is reached. */
  status: string;
  /** The transitions the step took, in order: the guard that let each through and its description. */
  taken: Array<{ guard: string | null; description: string | null }>;
}

interface RuntimeAction {
  type: string;
  params: unknown;
}

/** The runtime records an emit's parameters as `{ event }`. */
const emittedEvent = (r: RuntimeAction | undefined): unknown =>
  (r?.params as { event?: unknown } | undefined)?.event ?? r?.params;

const nameOf = (a: unknown): string | null => {
  if (typeof a === 'string') return a;
  if (typeof a === 'object' && a !== null && 'type' in a) return String((a as { type: string }).type);
  return null;
};

/** Builtin actions (`assign`, `emit`, …) carry their kind as `type`, e.g. `xstate.assign`. */
const builtinKind = (impl: unknown): string | null => {
  const t = (impl as { type?: unknown } | undefined)?.type;
  return typeof t === 'string' && t.startsWith('xstate.') ? t : null;
};

function isDescendant(node: AnyStateNode, of: AnyStateNode): boolean {
  for (let n = node.parent; n; n = n.parent) if (n === of) return true;
  return false;
}

/** The state whose descendants a transition exits and re-enters (XState's transition domain). */
function domainOf(t: AnyTransition): AnyStateNode | null {
  const targets = (t.target ?? []) as AnyStateNode[];
  if (!targets.length) return null;
  if (!t.reenter && targets.every((n) => n === t.source || isDescendant(n, t.source))) return t.source;
  for (let a = t.source.parent; a; a = a.parent) if (targets.every((n) => isDescendant(n, a!))) return a;
  return t.source.machine.root;
}

/** The state nodes active right after start, before any eventless transition. */
function initialNodes(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return [node, ...children.flatMap(initialNodes)];
  const first = (node.initial as unknown as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0];
  return first ? [node, ...initialNodes(first)] : [node];
}

/** Delayed transitions are keyed `xstate.after.<delay>.<state id>`. */
function delaysOf(node: AnyStateNode): string[] {
  const prefix = 'xstate.after.';
  const suffix = `.${node.id}`;
  return [...node.transitions.keys()]
    .filter((t) => t.startsWith(prefix) && t.endsWith(suffix))
    .map((t) => t.slice(prefix.length, -suffix.length));
}

class EffectReader {
  private runtime: RuntimeAction[] = [];
  constructor(private machine: AnyStateMachine) {}

  take(runtime: RuntimeAction[]) {
    this.runtime = runtime;
  }

  /** The next runtime record of a type, consumed in order, so parameters land on the action that ran. */
  private next(type: string): RuntimeAction | undefined {
    const i = this.runtime.findIndex((r) => r.type === type);
    return i < 0 ? undefined : this.runtime.splice(i, 1)[0];
  }

  actions(list: readonly unknown[]): Effect[] {
    const out: Effect[] = [];
    const impls = (this.machine.implementations.actions ?? {}) as Record<string, unknown>;
    for (const a of list) {
      const name = nameOf(a);
      const inline = typeof a === 'function' ? builtinKind(a) : null;
      if (name && !name.startsWith('xstate.')) {
        const kind = builtinKind(impls[name]);
        if (kind === 'xstate.assign') out.push({ kind: 'action', name, context: true });
        // A message to another actor (`sendTo`): the runtime reports it as its builtin, not by this name.
        else if (kind === 'xstate.sendTo') out.push({ kind: 'action', name, sends: true });
        else if (kind === 'xstate.emit')
          out.push({ kind: 'action', name, emits: emittedEvent(this.next('xstate.emit')) });
        else {
          const ran = this.next(name);
          out.push(ran?.params !== undefined ? { kind: 'action', name, params: ran.params } : { kind: 'action', name });
        }
      } else if (inline === 'xstate.emit') {
        out.push({ kind: 'action', name: 'emit', emits: emittedEvent(this.next('xstate.emit')) });
      }
      // Inline `assign`s only update context; other inline builtins are listed by the runtime (see spawn).
    }
    return out;
  }

  entered(node: AnyStateNode): Effect[] {
    const out = this.actions(node.entry);
    for (const inv of node.invoke as Array<{ id: string; src: unknown }>) {
      const spawn = this.runtime.find(
        (r) => r.type === 'xstate.spawnChild' && (r.params as { id?: string }).id === inv.id,
      );
      const input = (spawn?.params as { input?: unknown } | undefined)?.input;
      const src = typeof inv.src === 'string' ? inv.src : inv.id;
      out.push(input !== undefined ? { kind: 'call', id: inv.id, src, input } : { kind: 'call', id: inv.id, src });
    }
    for (const delay of delaysOf(node)) out.push({ kind: 'timer', delay });
    return out;
  }

  exited(node: AnyStateNode, answered: string | null): Effect[] {
    const out = this.actions(node.exit);
    for (const inv of node.invoke as Array<{ id: string }>)
      if (inv.id !== answered) out.push({ kind: 'cancel', id: inv.id });
    return out;
  }
}

/** Each step of a path with the effects to expect, first the start (event `null`). */
export function pathEffects(machine: AnyStateMachine, path: ModelPath): StepEffects[] {
  const reader = new EffectReader(machine);
  const runtime: RuntimeAction[] = [];
  const micro: Array<{ transitions: AnyTransition[]; nodes: AnyStateNode[] }> = [];
  const actor = createActor(withSilentActors(machine), {
    input: path.input as never,
    inspect: (ev) => {
      // Only the flow itself (its eventless start runs while the actor is built): children are silent stand-ins.
      if (ev.actorRef.sessionId !== ev.rootId) return;
      if (ev.type === '@xstate.action') {
        const action = (ev as unknown as { action: RuntimeAction }).action;
        runtime.push({ type: action.type, params: action.params });
      }
      if (ev.type === '@xstate.microstep') {
        const e = ev as unknown as { _transitions: AnyTransition[]; snapshot: { _nodes: AnyStateNode[] } };
        micro.push({ transitions: e._transitions, nodes: e.snapshot._nodes });
      }
    },
  });

  const steps: StepEffects[] = [];
  let nodes: AnyStateNode[] = [];
  const read = (event: EventObject | null, before: AnyStateNode[]) => {
    reader.take(runtime.splice(0));
    const effects: Effect[] = [];
    let current = before;
    if (!event) {
      // The start enters the initial states; eventless transitions follow as microsteps.
      current = initialNodes(machine.root);
      for (const n of current) effects.push(...reader.entered(n));
    }
    const taken: StepEffects['taken'] = [];
    const answered = event && /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2];
    for (const m of micro.splice(0)) {
      for (const t of m.transitions) taken.push({ guard: nameOf(t.guard), description: t.description ?? null });
      const exited = new Set<AnyStateNode>();
      const entered = new Set<AnyStateNode>();
      for (const t of m.transitions) {
        const domain = domainOf(t);
        if (!domain) continue;
        const reenterSelf = t.reenter && domain === t.source;
        for (const n of current) if (isDescendant(n, domain) || (reenterSelf && n === domain)) exited.add(n);
        for (const n of m.nodes) if (isDescendant(n, domain) || (reenterSelf && n === domain)) entered.add(n);
      }
      for (const n of [...exited].sort((a, b) => b.order - a.order))
        effects.push(...reader.exited(n, answered ?? null));
      for (const t of m.transitions) effects.push(...reader.actions(t.actions ?? []));
      for (const n of [...entered].sort((a, b) => a.order - b.order)) effects.push(...reader.entered(n));
      current = m.nodes;
    }
    const snapshot = actor.getSnapshot() as unknown as {
      value: unknown;
      status: string;
      output: unknown;
      context: unknown;
      tags: Set<string>;
      _nodes: AnyStateNode[];
    };
    if (snapshot.status === 'done') effects.push({ kind: 'done', output: snapshot.output });
    nodes = snapshot._nodes;
    const leaves = nodes
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .sort((a, b) => a.order - b.order)
      .map((n) => n.id);
    steps.push({
      event,
      value: snapshot.value,
      leaves,
      effects,
      context: snapshot.context,
      tags: [...snapshot.tags].sort(),
      status: snapshot.status,
      taken,
    });
  };

  actor.start();
  read(null, []);
  for (const step of path.steps) {
    const before = nodes;
    actor.send(step.event);
    read(step.event, before);
  }
  actor.stop();
  return steps;
}

/** The named custom actions a live run executed, in order (to check `pathEffects` against). */
export function executedActions(machine: AnyStateMachine, path: ModelPath): string[] {
  const names: string[] = [];
  const actor = createActor(withSilentActors(machine), {
    input: path.input as never,
    inspect: (ev) => {
      if (ev.actorRef.sessionId !== ev.rootId || ev.type !== '@xstate.action') return;
      const type = (ev as unknown as { action: { type: string } }).action.type;
      if (!type.startsWith('xstate.')) names.push(type);
    },
  });
  actor.start();
  for (const step of path.steps) actor.send(step.event);
  actor.stop();
  return names;
}
