/**
 * A self-contained `createMachine({...})` file per machine for Stately Studio, whose importer reads XState code
 * (not Mermaid) and needs one plain object literal: no imports of ours, no spreads, no functions. Guards,
 * actions, actors and delays stay as their names; inline `assign`s show as `assign`; context and inputs,
 * which are code, are left out. `machineShape` is what a test compares between the file and the real machine.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toArray = <T>(v: T | readonly T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? [...(v as T[])] : [v as T];

/** Plain data only (static action or guard params); anything holding a function is dropped. */
function plain(v: unknown): Json | undefined {
  if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v;
  if (Array.isArray(v)) {
    const items = v.map(plain);
    return items.every((i) => i !== undefined) ? (items as Json[]) : undefined;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const out: Record<string, Json> = {};
    for (const [k, x] of Object.entries(v)) {
      const p = plain(x);
      if (p === undefined) return undefined;
      out[k] = p;
    }
    return out;
  }
  return undefined;
}

/** The name of an action or guard as written: a string, `{ type }`, or a builtin (`xstate.assign` → `assign`). */
export function implName(a: unknown): string {
  if (typeof a === 'string') return a;
  const type = (a as { type?: unknown } | null)?.type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return typeof a === 'function' && a.name ? a.name : 'inline';
}

function implConfig(a: unknown): Json {
  const name = implName(a);
  if (typeof a === 'object' && a !== null && 'params' in a) {
    const params = plain((a as { params: unknown }).params);
    if (params !== undefined) return { type: name, params };
  }
  return name;
}

function transitionConfig(t: unknown): Json | undefined {
  if (t === undefined) return undefined;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.map((x) => transitionConfig(x) ?? {});
  const c = t as Record<string, unknown>;
  const out: Record<string, Json> = {};
  if (c.target !== undefined) out.target = plain(c.target) ?? null;
  if (c.guard !== undefined) out.guard = implConfig(c.guard);
  const actions = toArray(c.actions as unknown);
  if (actions.length) out.actions = actions.map(implConfig);
  if (c.reenter !== undefined) out.reenter = Boolean(c.reenter);
  if (typeof c.description === 'string') out.description = c.description;
  return out;
}

function transitionsConfig(map: unknown): Record<string, Json> | undefined {
  if (!map || typeof map !== 'object') return undefined;
  const out: Record<string, Json> = {};
  for (const [event, t] of Object.entries(map)) out[event] = transitionConfig(t) ?? {};
  return Object.keys(out).length ? out : undefined;
}

function stateConfig(config: Record<string, unknown>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const key of ['id', 'description', 'type', 'history', 'initial'] as const) {
    const v = plain(config[key]);
    if (v !== undefined && v !== null) out[key] = v;
  }
  if (config.target !== undefined) out.target = plain(config.target) ?? null;
  const tags = toArray(config.tags as string | string[] | undefined);
  if (tags.length) out.tags = tags;
  for (const key of ['entry', 'exit'] as const) {
    const list = toArray(config[key] as unknown);
    if (list.length) out[key] = list.map(implConfig);
  }
  const invokes = toArray<Record<string, unknown>>(config.invoke as Record<string, unknown> | undefined).map((inv) => {
    const id = String(inv.id ?? inv.src);
    const o: Record<string, Json> = { id, src: typeof inv.src === 'string' ? inv.src : id };
    for (const k of ['onDone', 'onError', 'onSnapshot'] as const) {
      const t = transitionConfig(inv[k]);
      if (t !== undefined) o[k] = t;
    }
    return o;
  });
  if (invokes.length) out.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  const always = transitionConfig(config.always);
  if (always !== undefined) out.always = always;
  const after = transitionsConfig(config.after);
  if (after) out.after = after;
  const on = transitionsConfig(config.on);
  if (on) out.on = on;
  const onDone = transitionConfig(config.onDone);
  if (onDone !== undefined) out.onDone = onDone;
  if (config.states && typeof config.states === 'object') {
    const states: Record<string, Json> = {};
    for (const [k, s] of Object.entries(config.states)) states[k] = stateConfig(s as Record<string, unknown>);
    out.states = states;
  }
  return out;
}

export function statelyConfig(machine: AnyStateMachine): Record<string, Json> {
  return stateConfig(machine.config as unknown as Record<string, unknown>);
}

/** JSON with identifier keys unquoted, as people write machine configs. */
function literal(value: Json): string {
  return JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
}

export function statelyFile(id: string, machine: AnyStateMachine): string {
  return [
    `// Generated by \`npm run flows\` from the machine \`${id}\` (machines/catalog.ts). Do not edit by hand.`,
    '// Stately Studio: in a project, create a New machine, press Import and paste this file (see README.md).',
    '// Guards, actions, actors and delays are named only: their code lives in machines/ and src/app/.',
    "import { createMachine } from 'xstate';",
    '',
    `export const ${id}Machine = createMachine(${literal(statelyConfig(machine))});`,
    '',
  ].join('\n');
}

/** States and transitions as names and ids, to compare two machines. */
export function machineShape(machine: AnyStateMachine) {
  const nodes: AnyStateNode[] = [];
  const visit = (n: AnyStateNode) => {
    nodes.push(n);
    Object.values(n.states).forEach((c) => visit(c as AnyStateNode));
  };
  visit(machine.root);
  type T = NonNullable<AnyStateNode['always']>[number];
  const transition = (t: T) => ({
    event: t.eventType || 'always',
    guard: t.guard ? implName(t.guard) : null,
    targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
    reenter: Boolean(t.reenter),
    actions: (t.actions ?? []).map(implName),
  });
  return nodes.map((n) => ({
    id: n.id,
    type: n.type,
    description: n.description ?? null,
    initial: (n.initial as unknown as { target?: AnyStateNode[] } | undefined)?.target?.map((x) => x.id) ?? [],
    tags: [...n.tags].sort(),
    entry: n.entry.map(implName),
    exit: n.exit.map(implName),
    invoke: n.invoke.map((i: { id: string; src: unknown }) => ({
      id: i.id,
      src: typeof i.src === 'string' ? i.src : i.id,
    })),
    transitions: [...[...n.transitions.values()].flat(), ...(n.always ?? [])].map(transition),
  }));
}
