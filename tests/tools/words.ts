/**
 * Test paths in words a tester follows by hand: what to do at a step (an API answer, a timer, a tap), why the
 * flow went where it did (its guards, spelled out), and the messages to expect by their text in the chosen
 * language, read from the views' message tables (`src/features/*\/messages.ts`) and the PO catalogues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { Effect, StepEffects } from './effects';

export type Lang = 'en' | 'ar';

const root = join(import.meta.dirname, '../..');

/** `hasAllDigits` → "has all digits". */
export const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]/g, ' ')
    .toLowerCase();

/** Errors print as their message and listed details (JSON would give `{}`). */
export const plain = (_: string, v: unknown) =>
  v instanceof Error
    ? {
        error: v.message,
        ...((v as { details?: unknown }).details ? { details: (v as { details?: unknown }).details } : {}),
      }
    : v;
export const json = (v: unknown): string => JSON.stringify(v, plain) ?? 'undefined';

/** English text by message id, from the views' tables (`id: msg\`text\``). */
function englishById(): Map<string, string> {
  const out = new Map<string, string>();
  const features = join(root, 'src/features');
  for (const area of readdirSync(features)) {
    let text: string;
    try {
      text = readFileSync(join(features, area, 'messages.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/(?:'([\w.]+)'|(\w+)):\s*msg`([^`]*)`/g)) {
      const id = m[1] ?? m[2]!;
      if (!out.has(id)) out.set(id, m[3]!);
    }
  }
  return out;
}

/** msgid → msgstr of every PO catalogue of a language (multi-line entries joined). */
function catalogue(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'src/i18n/locales', lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
      const join = (s: string) =>
        s
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as string)
          .join('');
      const id = join(m[1]!);
      if (id && !out.has(id)) out.set(id, join(m[2]!));
    }
  }
  return out;
}

let english: Map<string, string> | null = null;
const translations = new Map<Lang, Map<string, string>>();

/** A message in the chosen language: Arabic from the catalogue when it has the text, else the text itself. */
export function say(text: string, lang: Lang): string {
  if (lang === 'en') return text;
  if (!translations.has(lang)) translations.set(lang, catalogue(lang));
  return translations.get(lang)!.get(text) || text;
}

const GENERIC = 'Something went wrong. Please try again.';

/** Notify actions whose message is not in their parameters: the text the edge shows for them. */
const EDGE_TEXT: Record<string, (params: Record<string, unknown>) => string | null> = {
  notifySignedIn: (p) => (p.signUp ? 'Signup successfully.' : 'Logged in successfully.'),
};

/** The message a step's action makes the customer see, if any (a server's message stays as the server said it). */
export function messageOf(effect: Effect, lang: Lang): string | null {
  if (effect.kind !== 'action' || effect.context) return null;
  const p = (effect.params ?? {}) as Record<string, unknown>;
  const edge = EDGE_TEXT[effect.name]?.(p);
  if (edge) return say(edge, lang);
  // The auth flows' edge shows its generic message for a failure without one (src/app/accountFlows.ts `toast`).
  if (p.message === 'error' || p.message === null) return effect.name.startsWith('notify') ? say(GENERIC, lang) : null;
  if (typeof p.message === 'string') return p.message;
  if (Array.isArray(p.messages)) return p.messages.join(' / ');
  const id = typeof p.id === 'string' ? p.id : typeof p.fallback === 'string' ? p.fallback : null;
  if (id) {
    english ??= englishById();
    const text = english.get(id);
    return text ? say(text, lang) : `(message ${id})`;
  }
  return null;
}

/** The delay a timer waits, in words: `tick` → "1 s". */
function delayOf(machine: AnyStateMachine, name: string): string {
  const value = (machine.implementations.delays as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'number') return value % 1000 === 0 ? `${value / 1000} s` : `${value} ms`;
  return /^\d+$/.test(name) ? `${Number(name) / 1000} s` : 'its time';
}

/** Child flows answer with their output when they finish; API calls answer with a response. */
function isFlow(machine: AnyStateMachine, id: string): boolean {
  const visit = (node: AnyStateMachine['root']): string | null => {
    for (const inv of node.invoke as Array<{ id: string; src: unknown }>)
      if (inv.id === id) return typeof inv.src === 'string' ? inv.src : null;
    for (const child of Object.values(node.states)) {
      const found = visit(child);
      if (found) return found;
    }
    return null;
  };
  const src = visit(machine.root);
  const logic = src ? (machine.implementations.actors as Record<string, unknown>)[src] : null;
  return Boolean(logic && typeof logic === 'object' && 'root' in logic);
}

/** What the tester does (or lets happen) at a step; payloads in full. */
export function doText(machine: AnyStateMachine, event: EventObject | null, step?: StepEffects): string {
  if (!event) return 'Start';
  const { type, ...data } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  if (done) {
    const output = 'output' in data ? ` with ${json(data.output)}` : '';
    return isFlow(machine, done) ? `The ${done} flow finishes${output}` : `The ${done} call answers${output}`;
  }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  if (failed) {
    const error = data.error as { message?: string; details?: unknown } | undefined;
    const listed = error?.details ? ` (errors ${json(error.details)})` : '';
    return error?.message === 'Failed to fetch'
      ? `The ${failed} call fails: no network`
      : `The ${failed} call fails: "${error?.message ?? json(error)}"${listed}`;
  }
  const after = /^xstate\.after\.(.+?)\./.exec(type)?.[1];
  if (after) return `Wait ${delayOf(machine, after)} (the ${words(after)} timer)`;
  const fields = Object.entries(data)
    .map(([k, v]) => `${k} ${json(v)}`)
    .join(', ');
  const said = step?.taken.find((t) => t.description)?.description?.replace(/\.$/, '');
  return `${said ? `${said}: ` : ''}${type}${fields ? ` with ${fields}` : ''}`;
}

/** The guards that decided the step, in words. */
export function decidedBy(step: StepEffects): string[] {
  return [...new Set(step.taken.flatMap((t) => (t.guard ? [words(t.guard)] : [])))];
}
