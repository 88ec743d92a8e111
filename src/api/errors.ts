/**
 * One typed error for every non-2xx answer, whatever shape the platform gave its body (platform-api §2):
 * `{errors:[{code,message}]}`, `{errors:"..."}`, `{errors:{code,message}}`, `{message}` or `{error, message}`.
 */
export interface ApiErrorDetail {
  code: string | null;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[];
  readonly body: unknown;

  constructor(status: number, details: ApiErrorDetail[], body: unknown) {
    super(details[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }

  get messages(): string[] {
    return this.details.map((d) => d.message);
  }

  hasCode(code: string): boolean {
    return this.details.some((d) => d.code === code);
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function detailOf(value: unknown): ApiErrorDetail | null {
  if (typeof value === 'string') return text(value) ? { code: null, message: value } : null;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const message = text(o.message);
    if (message) return { code: text(o.code), message };
  }
  return null;
}

export function errorDetails(body: unknown): ApiErrorDetail[] {
  if (typeof body === 'string') return text(body) ? [{ code: null, message: body }] : [];
  if (Array.isArray(body)) return body.map(detailOf).filter((d): d is ApiErrorDetail => d !== null);
  if (!body || typeof body !== 'object') return [];
  const o = body as Record<string, unknown>;
  const out: ApiErrorDetail[] = [];
  const errors = o.errors;
  if (Array.isArray(errors)) out.push(...errors.map(detailOf).filter((d): d is ApiErrorDetail => d !== null));
  else if (typeof errors === 'string' && errors.trim()) out.push({ code: null, message: errors });
  else if (errors && typeof errors === 'object') {
    const one = detailOf(errors);
    if (one) out.push(one);
  }
  if (!out.length) {
    const message = text(o.message) ?? text(o.error);
    if (message) out.push({ code: text(o.error) && text(o.message) ? text(o.error) : null, message });
  }
  return out;
}

export function toApiError(status: number, body: unknown): ApiError {
  return new ApiError(status, errorDetails(body), body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
