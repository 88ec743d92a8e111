/**
 * `cycles/no-cycle`: a module may not import itself back through other modules. A cycle hides which module
 * owns what, and at run time lets evaluation order decide whether a binding is ready (the reference server
 * once had db/open → seed → services → db/open). Type imports count too (a module that needs another's
 * types depends on it); dynamic import() does not (it runs after evaluation). Relative specifiers only.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const STATIC = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const cache = new Map();

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/** The files `file` imports statically (relative specifiers only), cached by modification time. */
export function staticImports(file, text) {
  let mtime = 0;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    /* an unsaved buffer: use the text given */
  }
  const hit = cache.get(file);
  if (text === undefined && hit && hit.mtime === mtime) return hit.deps;
  let source = text;
  if (source === undefined) {
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
  }
  const deps = [];
  for (const m of source.matchAll(STATIC)) {
    if (!m[1].startsWith('.')) continue;
    const target = resolve(file, m[1]);
    if (target) deps.push(target);
  }
  if (text === undefined) cache.set(file, { mtime, deps });
  return deps;
}

/** The shortest import chain from `file` back to itself, or null. */
export function findCycle(file, text) {
  const start = path.resolve(file);
  const parent = new Map();
  const queue = [];
  for (const dep of staticImports(start, text)) {
    if (dep === start) return [start, start];
    if (!parent.has(dep)) {
      parent.set(dep, start);
      queue.push(dep);
    }
  }
  while (queue.length) {
    const cur = queue.shift();
    for (const dep of staticImports(cur)) {
      if (dep === start) {
        const chain = [start];
        for (let at = cur; at !== start; at = parent.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!parent.has(dep)) {
        parent.set(dep, cur);
        queue.push(dep);
      }
    }
  }
  return null;
}

export const cycles = {
  rules: {
    'no-cycle': {
      meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{chain}}.' } },
      create(context) {
        return {
          Program(node) {
            const chain = findCycle(context.filename, context.sourceCode.getText());
            if (!chain) return;
            const root = path.dirname(context.filename);
            context.report({
              node,
              messageId: 'cycle',
              data: { chain: chain.map((f) => path.relative(root, f) || path.basename(f)).join(' → ') },
            });
          },
        };
      },
    },
  },
};
