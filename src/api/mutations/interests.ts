import { api } from '../api';
import { unwrap } from '../client';

/** turn4 §4.3: merges the category ids into the account's saved interests (the moduleId header names the module). */
export async function saveInterests(ids: readonly number[]): Promise<{ message?: string }> {
  return ((await unwrap(api.POST('/api/v1/customer/update-interest', { body: { interest: [...ids] } }))) ?? {}) as {
    message?: string;
  };
}
