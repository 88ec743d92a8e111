// Platform-shaped errors. Handlers throw ApiError; the app's onError turns it into the exact body the
// platform sends (see platform-api.md §2). Keeping the body verbatim lets one class serve every shape:
// the canonical `{errors:[{code,message}]}`, the string/object variants and the framework `{message}`.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
  }
}

export type ErrorEntry = { code: string; message: string };

/** The canonical error list `{errors:[{code,message}]}`. */
export function errorList(...entries: ErrorEntry[]) {
  return { errors: entries };
}

/** Throws the canonical error: status (403 unless told) with one `{code, message}` entry. */
export function fail(status: number, code: string, message: string): never {
  throw new ApiError(status, errorList({ code, message }));
}

/** Throws `{message}` (framework default and the wishlist/address shapes). */
export function failMessage(status: number, message: string): never {
  throw new ApiError(status, { message });
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.' };
