/**
 * Contract harness: finds an operation's documented response in openapi/storefront.yaml and validates a
 * response body against its schema (JSON Schema 2020-12 via ajv, with the whole document registered so that
 * every `$ref` resolves).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

export const DOC_PATH = fileURLToPath(new URL('../../openapi/storefront.yaml', import.meta.url));
const DOC_ID = 'https://storefront.local/openapi.json';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = Record<string, unknown>;

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  tags: string[];
  statuses: string[];
  raw: Obj;
}

/** The parsed document. */
export const doc = parse(readFileSync(DOC_PATH, 'utf8')) as Obj;

/** Escape one JSON-pointer token. */
export const ptr = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Resolve a local `#/a/b` reference inside the document. */
export function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`not a local ref: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in (node as Obj))) return undefined;
    node = (node as Obj)[key];
  }
  return node;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc, DOC_ID);

function paths(): Obj {
  return (doc.paths ?? {}) as Obj;
}

/** Every operation of the document. */
export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths())) {
    for (const method of METHODS) {
      const op = (item as Obj)[method] as Obj | undefined;
      if (!op) continue;
      out.push({
        method,
        path,
        operationId: String(op.operationId ?? ''),
        tags: (op.tags as string[] | undefined) ?? [],
        statuses: Object.keys((op.responses as Obj | undefined) ?? {}),
        raw: op,
      });
    }
  }
  return out;
}

export function findOperation(method: string, pathTemplate: string): Operation {
  const m = method.toLowerCase();
  const op = operations().find((o) => o.method === m && o.path === pathTemplate);
  if (!op) throw new Error(`operation ${method.toUpperCase()} ${pathTemplate} is not in the document`);
  return op;
}

/** JSON pointer (inside the registered document) of the response schema for an operation and status. */
function responseSchemaPointer(op: Operation, status: string): string | undefined {
  const responses = op.raw.responses as Obj;
  let pointer = `#/paths/${ptr(op.path)}/${op.method}/responses/${status}`;
  let response = responses[status] as Obj | undefined;
  if (!response) return undefined;
  while (typeof response.$ref === 'string') {
    pointer = response.$ref;
    response = resolvePointer(response.$ref) as Obj;
  }
  const content = response.content as Obj | undefined;
  if (!content) return undefined;
  const mediaType = Object.keys(content).find((k) => k.includes('json'));
  if (!mediaType) return undefined;
  return `${pointer}/content/${ptr(mediaType)}/schema`;
}

const compiled = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  let fn = compiled.get(pointer);
  if (!fn) {
    fn = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    compiled.set(pointer, fn);
  }
  return fn;
}

export interface Verdict {
  ok: boolean;
  /** The statuses the document lists for the operation. */
  documented: string[];
  /** Human-readable reasons when not ok. */
  problems: string[];
}

/**
 * Validate a response (status + parsed JSON body) against the document.
 * Fails when the status is not documented for the operation or the body does not match its schema.
 */
export function validateResponse(method: string, pathTemplate: string, status: number, body: unknown): Verdict {
  const op = findOperation(method, pathTemplate);
  const key = String(status);
  const problems: string[] = [];
  if (!op.statuses.includes(key)) {
    problems.push(`status ${key} is not documented for ${op.operationId} (documented: ${op.statuses.join(', ')})`);
    return { ok: false, documented: op.statuses, problems };
  }
  const pointer = responseSchemaPointer(op, key);
  if (!pointer) return { ok: true, documented: op.statuses, problems };
  const fn = validatorFor(pointer);
  if (!fn(body)) {
    for (const e of fn.errors ?? []) {
      problems.push(
        `${e.instancePath || '(root)'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`.trim(),
      );
    }
  }
  return { ok: problems.length === 0, documented: op.statuses, problems };
}

/** Validate any value against a named component schema (used by the document's own tests). */
export function validateComponent(name: string, value: unknown): string[] {
  const fn = validatorFor(`#/components/schemas/${ptr(name)}`);
  return fn(value) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
}

/** Every `$ref` string in the document, with the place it was found. */
export function allRefs(): { at: string; ref: string }[] {
  const out: { at: string; ref: string }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node as Obj)) {
        if (k === '$ref' && typeof v === 'string') out.push({ at, ref: v });
        else walk(v, `${at}/${ptr(k)}`);
      }
    }
  };
  walk(doc, '#');
  return out;
}
