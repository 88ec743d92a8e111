/** The QA listing of a machine's covering paths, as text for people and as data (`npm run paths`). */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { pathEffects, type Effect, type StepEffects } from './effects';
import { coveringPaths } from './model';

export interface QaPath {
  input: unknown;
  /** Step 0 is the start (event `null`). */
  steps: StepEffects[];
}

export function qaPaths(entry: CatalogEntry): QaPath[] {
  return coveringPaths(entry).map((p) => ({ input: p.input, steps: pathEffects(entry.machine, p) }));
}

const MAX = 220;
/** Errors print as their message (JSON would give `{}`). */
export const plain = (_: string, v: unknown) => (v instanceof Error ? { error: v.message } : v);
const json = (v: unknown): string => {
  const text = JSON.stringify(v, plain) ?? 'undefined';
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
};

/** `{"open":"signIn"}` → `open.signIn`; parallel regions → `active.{entry.editing, timer.counting}`. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const parts = Object.entries(value).map(([k, v]) => `${k}.${showValue(v)}`);
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

export function showEvent(event: EventObject): string {
  const { type, ...data } = event as EventObject & Record<string, unknown>;
  const detail = Object.entries(data).map(([k, v]) => `${k}: ${json(v)}`).join(', ');
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  const after = /^xstate\.after\.(.+?)\./.exec(type)?.[1];
  const hint = done ? ` (${done} answers)` : error ? ` (${error} fails)` : after ? ` (the ${after} delay passes)` : '';
  return `${type}${detail ? ` {${detail}}` : ''}${hint}`;
}

export function showEffect(e: Effect): string {
  switch (e.kind) {
    case 'action':
      if (e.context) return `${e.name} (context)`;
      if (e.emits !== undefined) return `${e.name} → emits ${json(e.emits)}`;
      return e.params !== undefined ? `${e.name} ${json(e.params)}` : e.name;
    case 'call':
      return `calls ${e.id}${e.src !== e.id ? ` (${e.src})` : ''}${e.input !== undefined ? ` with ${json(e.input)}` : ''}`;
    case 'cancel':
      return `cancels ${e.id}`;
    case 'timer':
      return `waits ${e.delay}`;
    case 'done':
      return `finishes with ${json(e.output)}`;
  }
}

function describeState(machine: AnyStateMachine, step: StepEffects): string {
  const notes = step.leaves.map((id) => machine.getStateNodeById(id).description).filter(Boolean);
  return `${showValue(step.value)}${notes.length ? `: ${notes.join(' | ')}` : ''}`;
}

export function pathText(machine: AnyStateMachine, path: QaPath, index: number): string {
  const lines = [`Path ${index + 1} (input ${json(path.input)})`];
  path.steps.forEach((step, i) => {
    const head = step.event ? showEvent(step.event) : 'Start';
    lines.push(`  ${i}. ${head}`);
    lines.push(`     → ${describeState(machine, step)}`);
    if (step.effects.length) lines.push(`     effects: ${step.effects.map(showEffect).join('; ')}`);
  });
  return lines.join('\n');
}

export function pathsText(id: string, entry: CatalogEntry): string {
  const paths = qaPaths(entry);
  const header = [
    `${id}: ${paths.length} paths that together take every transition and enter every state found from the catalogue's`,
    `${entry.inputs.length} input(s) and ${entry.events.length} sample events. Each step: the event (what the customer does, or`,
    'how an API call or timer answers), then → the state to expect, then the effects: actions run, calls made',
    '(invoked actors with their input), calls cancelled, timers started.',
    '',
  ];
  return [...header, ...paths.map((p, i) => pathText(entry.machine, p, i) + '\n')].join('\n');
}
