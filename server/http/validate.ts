// A small Laravel-style validator. The platform answers validation failures with 403 and one
// `{code: <field>, message: "The <field> field is required."}` entry per failing field (first failing
// rule wins), so rules are written the way the platform declares them: 'required|integer|min:1'.
import { ApiError, errorList, type ErrorEntry } from './errors.ts';

export type Input = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INT = /^-?\d{1,15}$/;
const NUM = /^-?(\d{1,15}(\.\d+)?|\.\d+)$/;

function present(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string' && v.trim() === '') return false;
  if (Array.isArray(v) && v.length === 0) return false;
  return true;
}

const label = (field: string) => field.replace(/_/g, ' ');

function isInt(v: unknown): boolean {
  if (typeof v === 'number') return Number.isSafeInteger(v);
  return typeof v === 'string' && INT.test(v.trim());
}
function isNum(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && NUM.test(v.trim());
}

function check(field: string, value: unknown, rules: string[], data: Input): string | null {
  const a = label(field);
  const numeric = rules.includes('integer') || rules.includes('numeric');
  const has = present(value);
  for (const rule of rules) {
    const [name, arg = ''] = rule.split(/:(.*)/s) as [string, string?];
    switch (name) {
      case 'required':
        if (!has) return `The ${a} field is required.`;
        break;
      case 'required_without': {
        const others = arg.split(',');
        if (!has && others.every((o) => !present(data[o])))
          return `The ${a} field is required when ${others.map(label).join(' / ')} is not present.`;
        break;
      }
      case 'required_if': {
        const [other, ...vals] = arg.split(',');
        if (!has && vals.includes(String(data[other!] ?? '')))
          return `The ${a} field is required when ${label(other!)} is ${vals.join(', ')}.`;
        break;
      }
      default:
        if (!has) continue; // every other rule only applies to a present value (Laravel "sometimes").
        switch (name) {
          case 'string':
            if (typeof value !== 'string') return `The ${a} must be a string.`;
            break;
          case 'integer':
            if (!isInt(value)) return `The ${a} must be an integer.`;
            break;
          case 'numeric':
            if (!isNum(value)) return `The ${a} must be a number.`;
            break;
          case 'boolean':
            if (![true, false, 0, 1, '0', '1', 'true', 'false'].includes(value as never))
              return `The ${a} field must be true or false.`;
            break;
          case 'array':
            if (!Array.isArray(value)) return `The ${a} must be an array.`;
            break;
          case 'json':
            if (typeof value !== 'string') return `The ${a} must be a valid JSON string.`;
            try {
              JSON.parse(value);
            } catch {
              return `The ${a} must be a valid JSON string.`;
            }
            break;
          case 'email':
            if (typeof value !== 'string' || !EMAIL.test(value)) return `The ${a} must be a valid email address.`;
            break;
          case 'in':
            if (!arg.split(',').includes(String(value))) return `The selected ${a} is invalid.`;
            break;
          case 'min': {
            const n = Number(arg);
            if (numeric ? Number(value) < n : String(value).length < n)
              return numeric ? `The ${a} must be at least ${n}.` : `The ${a} must be at least ${n} characters.`;
            break;
          }
          case 'max': {
            const n = Number(arg);
            if (Array.isArray(value) ? value.length > n : numeric ? Number(value) > n : String(value).length > n)
              return numeric || Array.isArray(value)
                ? `The ${a} must not be greater than ${n}${Array.isArray(value) ? ' items' : ''}.`
                : `The ${a} must not be greater than ${n} characters.`;
            break;
          }
          case 'same':
            if (value !== data[arg]) return `The ${a} and ${label(arg)} must match.`;
            break;
          case 'phone':
            if (typeof value !== 'string' || !/^\+?\d{6,20}$/.test(value.trim()))
              return `The ${a} must be a valid phone number.`;
            break;
        }
    }
  }
  return null;
}

/** Validates `data` against rule strings; throws the platform's 403 with every failing field. */
export function validate(data: Input, rules: Record<string, string>): void {
  const errors: ErrorEntry[] = [];
  for (const [field, spec] of Object.entries(rules)) {
    const msg = check(field, data[field], spec.split('|'), data);
    if (msg) errors.push({ code: field, message: msg });
  }
  if (errors.length) throw new ApiError(403, errorList(...errors));
}

// Coercions for values already validated (query strings arrive as strings).
export const int = (v: unknown): number => (typeof v === 'number' ? Math.trunc(v) : parseInt(String(v), 10));
export const num = (v: unknown): number => (typeof v === 'number' ? v : parseFloat(String(v)));
export const optInt = (v: unknown): number | null => (present(v) && isInt(v) ? int(v) : null);
export const optNum = (v: unknown): number | null => (present(v) && isNum(v) ? num(v) : null);
export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
export const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes';
export { present };

/** The flat number and string entries of a JSON array in a query value; anything else (a scalar, an object, a
 *  nested list, bad JSON) gives none, so an odd filter narrows nothing instead of throwing. Only flat values:
 *  Number() of a nested array recurses through its toString. */
function jsonScalars(v: unknown): Array<number | string> {
  if (typeof v !== 'string' || v.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? parsed.filter((x): x is number | string => typeof x === 'number' || typeof x === 'string')
    : [];
}

/** Ids from a query value validated as 'json': its finite numbers. */
export const jsonIds = (v: unknown): number[] => jsonScalars(v).map(Number).filter(Number.isFinite);

/** The string values of a JSON array in a query value. */
export const jsonStrings = (v: unknown): string[] => jsonScalars(v).map(String);
