/**
 * Build step: a Panda `css({...})` or recipe call (`button({ variant: 'ghost' })`) whose styles are written
 * out in full (literals only) becomes the class string it returns. Panda's `css()` walks the style object and
 * serialises it on every call, in every render: on /home that was 33 ms of a first load on this machine
 * (ProductCard alone 10), about 130 ms at a phone's speed (issue 15). The stylesheet is unchanged: Panda
 * extracts it from the source files, not from this output. A value chosen by a condition between literals
 * (`opacity: closed ? 0.6 : 1`) makes the call a choice between class strings, the condition kept as written
 * when it only reads values (up to three conditions a call). Calls with any other expression in their styles
 * are left to the runtime.
 */
import { parseAst } from 'rolldown/parseAst';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type StyleFn = (...styles: never[]) => unknown;
/** The Panda function an import names (`css` from styled-system/css, `button` from styled-system/recipes…). */
export type PandaLookup = (source: string, imported: string) => StyleFn | undefined;

const NOT_STATIC = Symbol('not static');
/** A style value chosen at run time between two literal ones. */
class Choice {
  constructor(
    readonly test: Node,
    readonly then: unknown,
    readonly otherwise: unknown,
  ) {}
}
const MAX_CHOICES = 3;

/** A condition that only reads values, so it may be evaluated once per branch of the choice it becomes. */
function readsOnly(node: Node): boolean {
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
      return true;
    case 'MemberExpression':
      return readsOnly(node.object as Node) && (!node.computed || readsOnly(node.property as Node));
    case 'UnaryExpression':
      return (node.operator === '!' || node.operator === '-') && readsOnly(node.argument as Node);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return readsOnly(node.left as Node) && readsOnly(node.right as Node);
    default:
      return false;
  }
}

/** `css` and the recipes, from the generated styled-system/ under `root` (run `panda codegen` first). */
export async function loadPandaLookup(root: string): Promise<PandaLookup> {
  const load = async (file: string) =>
    (await import(pathToFileURL(join(root, 'styled-system', file)).href)) as Record<string, unknown>;
  const [cssModule, recipes] = await Promise.all([load('css/index.mjs'), load('recipes/index.mjs')]);
  const fn = (value: unknown) => (typeof value === 'function' ? (value as StyleFn) : undefined);
  return (source, imported) => {
    if (/(^|\/)styled-system\/css(\/index(\.mjs)?)?$/.test(source))
      return imported === 'css' ? fn(cssModule.css) : undefined;
    if (/(^|\/)styled-system\/recipes(\/[\w-]+)?$/.test(source)) return fn(recipes[imported]);
    return undefined;
  };
}

/** The value of a literal-only expression, or NOT_STATIC. */
function literal(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'object' && node.value !== null ? NOT_STATIC : node.value;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
        ? (node.quasis as Array<{ value: { cooked: string } }>)[0]!.value.cooked
        : NOT_STATIC;
    case 'UnaryExpression': {
      const value = literal(node.argument as Node);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_STATIC;
    }
    case 'ConditionalExpression': {
      const then = literal(node.consequent as Node);
      const otherwise = literal(node.alternate as Node);
      return then === NOT_STATIC || otherwise === NOT_STATIC || !readsOnly(node.test as Node)
        ? NOT_STATIC
        : new Choice(node.test as Node, then, otherwise);
    }
    case 'ArrayExpression': {
      const items = (node.elements as Array<Node | null>).map((e) => (e ? literal(e) : undefined));
      return items.includes(NOT_STATIC) ? NOT_STATIC : items;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as Node[]) {
        if (p.type !== 'Property' || p.computed || p.method || p.kind !== 'init') return NOT_STATIC;
        const key = p.key as Node;
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        const value = literal(p.value as Node);
        if (name === null || value === NOT_STATIC) return NOT_STATIC;
        out[name] = value;
      }
      return out;
    }
    default:
      return NOT_STATIC;
  }
}

/** The names a declaration's pattern binds (`a`, `{ b, c: d }`, `[e = 1, ...f]`). */
function boundNames(pattern: Node | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as Node[]).flatMap((p) =>
        boundNames((p.type === 'RestElement' ? p.argument : p.value) as Node),
      );
    case 'ArrayPattern':
      return (pattern.elements as Array<Node | null>).flatMap(boundNames);
    case 'AssignmentPattern':
      return boundNames(pattern.left as Node);
    case 'RestElement':
      return boundNames(pattern.argument as Node);
    default:
      return [];
  }
}

/** What a node declares: variables, a function's name and parameters, a catch clause's parameter. */
function declaredNames(n: Node): string[] {
  if (n.type === 'VariableDeclarator') return boundNames(n.id as Node);
  if (n.type === 'CatchClause') return boundNames(n.param as Node | null);
  if (/Function/.test(n.type)) return [...boundNames(n.id as Node | null), ...(n.params as Node[]).flatMap(boundNames)];
  return [];
}

/** The first choice in a literal value, and the value with that choice made each way. */
function firstChoice(value: unknown): { choice: Choice; pick: (branch: 'then' | 'otherwise') => unknown } | null {
  if (value instanceof Choice) return { choice: value, pick: (branch) => value[branch] };
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = firstChoice(child);
      if (found) {
        const rebuild = (branch: 'then' | 'otherwise') => {
          const made = found.pick(branch);
          return Array.isArray(value) ? value.map((v, i) => (String(i) === key ? made : v)) : { ...value, [key]: made };
        };
        return { choice: found.choice, pick: rebuild };
      }
    }
  }
  return null;
}

/** Code that yields the call's classes: a string, or conditions choosing between strings. */
function classesCode(fn: StyleFn, args: unknown[], code: string, depth = 0): string | null {
  const found = firstChoice(args);
  if (!found) {
    const classes = fn(...(args as never[]));
    return typeof classes === 'string' ? JSON.stringify(classes) : null;
  }
  if (depth === MAX_CHOICES) return null;
  const then = classesCode(fn, found.pick('then') as unknown[], code, depth + 1);
  const otherwise = classesCode(fn, found.pick('otherwise') as unknown[], code, depth + 1);
  if (then === null || otherwise === null) return null;
  return `((${code.slice(found.choice.test.start, found.choice.test.end)}) ? ${then} : ${otherwise})`;
}

function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) for (const n of node) walk(n, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
  }
}

/** The module's code with its static Panda calls replaced, or null when it has none. */
export function inlineStaticCss(code: string, id: string, lookup: PandaLookup): string | null {
  if (!code.includes('styled-system/')) return null;
  const program = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }, id) as unknown as Node;
  // The local names of Panda's functions; a module that also declares one of those names is left alone.
  const local = new Map<string, StyleFn>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const s of statement.specifiers as Node[]) {
      const fn =
        s.type === 'ImportSpecifier'
          ? lookup((statement.source as Node).value as string, (s.imported as Node).name as string)
          : undefined;
      if (fn) local.set((s.local as Node).name as string, fn);
    }
  }
  if (local.size === 0) return null;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let shadowed = false;
  walk(program.body, (n) => {
    if (declaredNames(n).some((name) => local.has(name))) shadowed = true;
    if (
      n.type !== 'CallExpression' ||
      (n.callee as Node).type !== 'Identifier' ||
      !local.has((n.callee as Node).name as string)
    )
      return;
    const args = (n.arguments as Node[]).map(literal);
    if (args.some((a) => a === NOT_STATIC || typeof a !== 'object' || a === null)) return;
    const fn = local.get((n.callee as Node).name as string)!;
    // A slot recipe returns an object of classes: left as a call.
    const text = classesCode(fn, args, code);
    if (text !== null) edits.push({ start: n.start, end: n.end, text });
  });
  if (shadowed || edits.length === 0) return null;
  let out = code;
  // Calls nested in another replaced call's styles cannot occur (styles are literals only), so edits never overlap.
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
