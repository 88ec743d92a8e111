/** The QA listing of a machine's covering paths (`npm run paths`): as text, a Markdown test plan, CSV rows, or data. */
import type { AnyStateMachine } from 'xstate';
import type { CatalogEntry } from '../../machines/catalog';
import { browserRuns, machineOnlyReason } from './browserRuns';
import { pathEffects, type Effect, type StepEffects } from './effects';
import { coveringPaths } from './model';
import { decidedBy, doText, json, messageOf, plain, words, type Lang } from './words';

export { plain };

export interface QaPath {
  input: unknown;
  /** Step 0 is the start (event `null`). */
  steps: StepEffects[];
  /** Why no browser run plays this path; null when one does. */
  machineOnly: string | null;
}

export function qaPaths(entry: CatalogEntry, id?: string): QaPath[] {
  return coveringPaths(entry).map((p) => ({
    input: p.input,
    steps: pathEffects(entry.machine, p),
    machineOnly: id ? machineOnlyReason(id, p) : null,
  }));
}

const MAX = 220;
/** Long call inputs are cut (the deciding event's payload is not: see `doText`). */
const short = (v: unknown): string => {
  const text = json(v);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
};

/** `{"open":"signIn"}` → `open.signIn`; parallel regions → `active.{entry.editing, timer.counting}`. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const parts = Object.entries(value).map(([k, v]) => `${k}.${showValue(v)}`);
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
}

export function showEffect(e: Effect): string {
  switch (e.kind) {
    case 'action':
      if (e.context) return `${e.name} (context)`;
      if (e.emits !== undefined) return `${e.name} → emits ${short(e.emits)}`;
      return e.params !== undefined ? `${e.name} ${short(e.params)}` : e.name;
    case 'call':
      return `calls ${e.id}${e.src !== e.id ? ` (${e.src})` : ''}${e.input !== undefined ? ` with ${short(e.input)}` : ''}`;
    case 'cancel':
      return `cancels ${e.id}`;
    case 'timer':
      return `starts the ${words(e.delay)} timer`;
    case 'done':
      return `finishes with ${short(e.output)}`;
  }
}

function describeState(machine: AnyStateMachine, step: StepEffects): string {
  const notes = step.leaves.map((id) => machine.getStateNodeById(id).description).filter(Boolean);
  return `${showValue(step.value)}${notes.length ? `: ${notes.join(' | ')}` : ''}`;
}

/** One step in the words of every format. */
export interface StepWords {
  n: number;
  does: string;
  sees: string;
  says: string[];
  decidedBy: string[];
  effects: string[];
}

export function stepWords(machine: AnyStateMachine, path: QaPath, lang: Lang): StepWords[] {
  return path.steps.map((step, n) => ({
    n,
    does: doText(machine, step.event, step),
    sees: describeState(machine, step),
    says: step.effects.flatMap((e) => messageOf(e, lang) ?? []),
    decidedBy: decidedBy(step),
    effects: step.effects.map(showEffect),
  }));
}

const stop = (text: string) => (/[.!?”"]$/.test(text) ? text : `${text}.`);

const verdict = (id: string, path: QaPath) =>
  path.machineOnly ? `machine-only: ${path.machineOnly}` : `played in the browser by ${browserRuns[id]!.spec}`;

export function pathText(machine: AnyStateMachine, path: QaPath, index: number, id = '', lang: Lang = 'en'): string {
  const lines = [`Path ${index + 1} (input ${json(path.input)})${id ? ` [${verdict(id, path)}]` : ''}`];
  for (const s of stepWords(machine, path, lang)) {
    lines.push(`  ${s.n}. ${s.does}`);
    lines.push(`     → ${s.sees}`);
    if (s.decidedBy.length) lines.push(`     because: ${s.decidedBy.join('; ')}`);
    if (s.says.length) lines.push(`     says: ${s.says.map((m) => `"${m}"`).join('; ')}`);
    if (s.effects.length) lines.push(`     effects: ${s.effects.join('; ')}`);
  }
  return lines.join('\n');
}

function summary(id: string, entry: CatalogEntry, paths: QaPath[]): string {
  const played = paths.filter((p) => !p.machineOnly).length;
  return `${id}: ${paths.length} paths that together take every transition and enter every state found from the catalogue's ${entry.inputs.length} input(s) and ${entry.events.length} sample events; ${played} played in a browser run, ${paths.length - played} machine-only.`;
}

export function pathsText(id: string, entry: CatalogEntry, lang: Lang = 'en'): string {
  const paths = qaPaths(entry, id);
  const header = [
    summary(id, entry, paths),
    'Each step: what to do (or how an API call or timer answers), then → the state to expect, why the flow went',
    'there (its guards), the messages the customer sees, and the effects: actions run, calls made (invoked',
    'actors with their input), calls cancelled, timers started.',
    '',
  ];
  return [...header, ...paths.map((p, i) => pathText(entry.machine, p, i, id, lang) + '\n')].join('\n');
}

/** A Markdown test plan: per path a numbered checklist, each item what to do and what to see. */
export function pathsMarkdown(id: string, entry: CatalogEntry, lang: Lang = 'en'): string {
  const paths = qaPaths(entry, id);
  const out = [`# Test plan: ${id}`, '', entry.machine.root.description ?? '', '', `${summary(id, entry, paths)}`, ''];
  paths.forEach((path, i) => {
    out.push(
      `## Path ${i + 1}`,
      '',
      `- Start from: \`${json(path.input)}\``,
      `- ${path.machineOnly ? `Machine-only: ${path.machineOnly}` : `Played in the browser by \`${browserRuns[id]!.spec}\``}`,
      '',
    );
    for (const s of stepWords(entry.machine, path, lang)) {
      const why = s.decidedBy.length ? ` (because ${s.decidedBy.join('; ')})` : '';
      const says = s.says.length ? ` Message: ${s.says.map((m) => `“${m}”`).join('; ')}.` : '';
      out.push(`${s.n + 1}. [ ] **Do:** ${stop(s.does + why)} **See:** ${stop(s.sees)}${says}`);
    }
    out.push('');
  });
  return out.join('\n');
}

/** A spreadsheet cell: quoted when needed, on one line (a description may span lines). */
const cell = (v: string) => {
  const text = v.replace(/\s*\n\s*/g, ' ');
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV row per step, for a test-management tool. */
export function pathsCsv(id: string, entry: CatalogEntry, lang: Lang = 'en'): string {
  const rows = [['machine', 'path', 'step', 'do', 'see', 'because', 'messages', 'effects', 'browser']];
  qaPaths(entry, id).forEach((path, i) => {
    for (const s of stepWords(entry.machine, path, lang)) {
      rows.push([
        id,
        String(i + 1),
        String(s.n),
        s.does,
        s.sees,
        s.decidedBy.join('; '),
        s.says.join('; '),
        s.effects.join('; '),
        verdict(id, path),
      ]);
    }
  });
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}
