import { isApiError } from '../api/errors';
import { notify } from '../ui/toaster';

/**
 * Each message of the server's answer as a toast (acc §8), or `fallback` when it gave none; `word` puts the keys
 * the storefront knows in plain words. One rule for every flow's refusals.
 */
export function toastServerErrors(
  error: unknown,
  fallback: string,
  options: { toastId?: string; word?: (message: string) => string } = {},
) {
  const messages = isApiError(error) ? error.messages : [];
  if (!messages.length) notify('error', fallback, options.toastId);
  for (const m of messages) notify('error', options.word ? options.word(m) : m, options.toastId);
}
