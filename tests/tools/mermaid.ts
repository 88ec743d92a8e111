/** Draws a machine as a Mermaid state diagram: nested states, guards, delays, invoked actors and descriptions. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

const safeId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(t: AnyTransition): string {
  const g = t.guard as unknown;
  if (!g) return '';
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g) return String((g as { type: string }).type);
  return 'guard';
}

function actionNames(t: AnyTransition): string[] {
  return (t.actions ?? [])
    .map((a: unknown) => {
      if (typeof a === 'string') return a;
      if (typeof a === 'object' && a !== null && 'type' in a) return String((a as { type: string }).type);
      return 'inline';
    })
    .filter((n: string) => !n.startsWith('xstate.'));
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} error`;
  const after = /^xstate\.after\.(.+?)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'on done';
  void node;
  return eventType;
}

function label(node: AnyStateNode, t: AnyTransition): string {
  const parts = [t.eventType ? eventLabel(node, t.eventType) : 'always'];
  const guard = guardName(t);
  if (guard) parts.push(`[${guard}]`);
  const actions = actionNames(t);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  return parts.join(' ').replace(/:/g, '∶');
}

/**
 * A state that changes in place more often than this is a hub (an editing form with many fields and refusals):
 * its loops are drawn as one edge and listed in a table under the diagram, because a fan of 20 loops on one
 * box is correct and unreadable for a product owner.
 */
export const HUB_LOOPS = 8;

/** One change in place of a hub state, as the table under the diagram lists it. */
export interface HubRow {
  state: string;
  event: string;
  guard: string;
  actions: string;
  description: string;
}

const selfLoops = (node: AnyStateNode): AnyTransition[] =>
  [...node.transitions.values()]
    .flat()
    .filter((t: AnyTransition) => !t.target || (t.target.length === 1 && t.target[0] === node));

export function hubRows(machine: AnyStateMachine): HubRow[] {
  const rows: HubRow[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      const loops = selfLoops(child);
      if (loops.length > HUB_LOOPS) {
        for (const t of loops) {
          rows.push({
            state: child.path.join('.'),
            event: eventLabel(child, t.eventType),
            guard: guardName(t),
            actions: actionNames(t).join(', '),
            description: t.description ?? '',
          });
        }
      }
      visit(child);
    }
  };
  visit(machine.root);
  return rows;
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const notes: string[] = [];
  const edges: string[] = [];

  const visit = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.initial && children.length) {
      const initial = (node.initial as unknown as { target: readonly AnyStateNode[] }).target[0];
      if (initial) lines.push(`${pad}[*] --> ${safeId(initial)}`);
    }
    for (const child of children) {
      const childChildren = Object.values(child.states);
      lines.push(`${pad}state "${child.key}" as ${safeId(child)}`);
      if (childChildren.length) {
        lines.push(`${pad}state ${safeId(child)} {`);
        visit(child, depth + 1);
        lines.push(`${pad}}`);
      }
      if (child.type === 'final') lines.push(`${pad}${safeId(child)} --> [*]`);
      const invokes = child.invoke.map((i: { id: string; src: unknown }) => `invokes ${i.id}`);
      const info = [child.description, ...invokes].filter(Boolean).join('<br/>');
      if (info) notes.push(`note right of ${safeId(child)}\n  ${info.replace(/\n/g, ' ')}\nend note`);
      const loops = selfLoops(child);
      const hub = loops.length > HUB_LOOPS;
      if (hub) edges.push(`${safeId(child)} --> ${safeId(child)}: ${loops.length} changes in place (table below)`);
      for (const list of child.transitions.values()) {
        for (const t of list as AnyTransition[]) {
          if (hub && loops.includes(t)) continue;
          for (const target of t.target ?? [child]) {
            edges.push(`${safeId(child)} --> ${safeId(target as AnyStateNode)}: ${label(child, t)}`);
          }
        }
      }
      for (const t of (child.always ?? []) as AnyTransition[]) {
        for (const target of t.target ?? [child])
          edges.push(`${safeId(child)} --> ${safeId(target as AnyStateNode)}: ${label(child, t)}`);
      }
    }
  };
  visit(machine.root, 1);
  return [
    ...lines,
    ...edges.map((e) => `  ${e}`),
    ...notes.map((n) =>
      n
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n'),
    ),
  ].join('\n');
}

export function flowDocument(id: string, machine: AnyStateMachine): string {
  return [
    `# Flow: ${id}`,
    '',
    '<!-- Generated by `npm run flows` from machines/catalog.ts. Do not edit by hand. -->',
    '',
    machine.root.description ?? '',
    '',
    `Source: \`machines/\` (machine id \`${id}\`). Test paths for QA: \`npm run paths -- ${id}\`.`,
    '',
    `To open this flow in Stately Studio, import [${id}.stately.js](./${id}.stately.js) (steps in [README.md](./README.md)).`,
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    ...hubTable(machine),
  ].join('\n');
}

/** The hub states' changes in place, one row each, in the order the machine tries them. */
function hubTable(machine: AnyStateMachine): string[] {
  const rows = hubRows(machine);
  if (!rows.length) return [];
  const cell = (v: string) => (v ? v.replace(/\|/g, '\\|').replace(/\n/g, ' ') : '–');
  return [
    '## Changes in place',
    '',
    `States with more than ${HUB_LOOPS} changes that stay in the same state are drawn with one loop; here is each of them, in the order the machine tries them (the first whose guard holds is taken).`,
    '',
    '| State | Event | Guard | Actions | What the customer sees |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${cell(r.state)} | ${cell(r.event)} | ${cell(r.guard)} | ${cell(r.actions)} | ${cell(r.description)} |`,
    ),
    '',
  ];
}
