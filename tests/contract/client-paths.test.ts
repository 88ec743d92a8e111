// @vitest-environment node
/**
 * Contract: every call the storefront makes is a call of openapi/storefront.yaml (docs/design.md "The API boundary"). The
 * literal paths passed to the one client are collected from the source; a path the contract does not have
 * would type-check as `never` and break at run time instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuestMerge, isGuestOwned } from '../../src/api/owner';
import { doc, operations, resolvePointer } from './validate';
import { expectContract, startServer, type Server } from './server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['src', 'machines'];
const GENERATED = /schema\.gen\.ts$|routeTree\.gen\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !GENERATED.test(full) ? [full] : [];
  });
}

const files = SOURCES.flatMap((d) => sourceFiles(path.join(root, d))).map((f) => ({
  file: path.relative(root, f),
  text: readFileSync(f, 'utf8'),
}));
const CALL = /\b(?:api|client(?:\(\))?)\s*\.\s*(GET|POST|PUT|PATCH|DELETE)\(\s*([^,)]+)/g;

interface Call {
  file: string;
  method: string;
  path: string | null;
  argument: string;
}

/** Each call of the client with its path: a literal, or a constant the same file sets to a literal. */
function calls(): Call[] {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(CALL)].map(([, method, arg]) => {
      const argument = arg!.trim().replace(/\s+as\s+never$/, '');
      const literal = /^(['"`])(\/[^'"`$]*)\1$/.exec(argument)?.[2];
      const constant = /^[A-Za-z_$][\w$]*$/.test(argument)
        ? new RegExp(`const ${argument}\\s*=\\s*['"\`](/[^'"\`$]*)['"\`]`).exec(text)?.[1]
        : undefined;
      return { file, method: method!.toLowerCase(), path: literal ?? constant ?? null, argument };
    }),
  );
}

const contract = new Set(operations().map((o) => `${o.method} ${o.path}`));
const contractPaths = new Set(operations().map((o) => o.path));

describe('the storefront calls only what the contract has', () => {
  it('doc: the client is called with a path it can check (a literal, or a constant set to one)', () => {
    const found = calls();
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((c) => c.path === null).map((c) => `${c.file}: ${c.argument}`)).toEqual([]);
  });

  it('doc: every method and path the storefront calls is an operation of openapi/storefront.yaml', () => {
    const missing = calls().filter((c) => c.path && !contract.has(`${c.method} ${c.path}`));
    expect(missing.map((c) => `${c.file}: ${c.method.toUpperCase()} ${c.path}`)).toEqual([]);
  });

  it('doc: every API path written anywhere in the storefront is a path of the contract', () => {
    const written = files.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](\/api\/v1\/[^'"`?$]*)['"`]/g)].map((m) => ({ file, path: m[1]! })),
    );
    expect(written.length).toBeGreaterThan(100);
    expect(written.filter((w) => !contractPaths.has(w.path)).map((w) => `${w.file}: ${w.path}`)).toEqual([]);
  });
});

type Obj = Record<string, unknown>;
const deref = (node: unknown): Obj | undefined => {
  const n = node as Obj | undefined;
  return n && typeof n.$ref === 'string' ? deref(resolvePointer(n.$ref)) : n;
};
function takesGuestId(schema: unknown, seen = new Set<unknown>()): boolean {
  const s = deref(schema);
  if (!s || seen.has(s)) return false;
  seen.add(s);
  if ((s.properties as Obj | undefined)?.guest_id) return true;
  return ['allOf', 'oneOf', 'anyOf'].some((k) =>
    ((s[k] as unknown[] | undefined) ?? []).some((x) => takesGuestId(x, seen)),
  );
}

describe('acc §4 Session: the client adds the guest id to exactly the calls that take one', () => {
  it('doc: the owner rules of src/api/owner.ts match exactly the operations with a guest_id parameter or body field', () => {
    const withGuest = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths as Obj)) {
      for (const op of Object.values(item as Obj)) {
        if (!op || typeof op !== 'object' || !('responses' in op)) continue;
        const params = [
          ...(((item as Obj).parameters as unknown[]) ?? []),
          ...(((op as Obj).parameters as unknown[]) ?? []),
        ].map(deref);
        const content = (deref((op as Obj).requestBody)?.content ?? {}) as Record<string, { schema?: unknown }>;
        if (params.some((x) => x?.name === 'guest_id') || Object.values(content).some((c) => takesGuestId(c.schema)))
          withGuest.add(p);
      }
    }
    const matched = Object.keys(doc.paths as Obj).filter((p) => isGuestOwned(p) || isGuestMerge(p));
    expect(matched.sort()).toEqual([...withGuest].sort());
    expect(withGuest.size).toBeGreaterThan(25);
  });
});

describe('more §10 most-tips', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  it('more §10 the most chosen delivery tip answers without sign-in, as the contract says', async () => {
    const res = await server.op('get', '/api/v1/most-tips');
    expectContract(res, 200);
    expect('most_tips_amount' in (res.body as Obj)).toBe(true);
  });
});
