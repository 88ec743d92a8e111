import { api } from '../api';
import { unwrap } from '../client';

/** platform-api §7.2: subscribe an address; the server's words come back ("Subscription successful"). */
export async function subscribeNewsletter(email: string): Promise<{ message?: string }> {
  return ((await unwrap(api.POST('/api/v1/newsletter/subscribe', { body: { email } }))) ?? {}) as { message?: string };
}
