import type { components } from '../schema.gen';

/**
 * turn4 §4.5 the business's Firebase web config (config `fcm_credentials`, a reference-server addition: the
 * platform's business setting of that name). Without a complete one web push is off and nothing is asked.
 */
export type FcmCredentials = NonNullable<components['schemas']['Config']['fcm_credentials']>;

export function fcmCredentialsOf(config: { fcm_credentials?: unknown } | null | undefined): FcmCredentials | null {
  const c = config?.fcm_credentials as Partial<FcmCredentials> | null | undefined;
  if (!c || typeof c !== 'object') return null;
  const needed = [c.apiKey, c.projectId, c.messagingSenderId, c.appId];
  // A half-filled config cannot get a token: the feature stays off rather than fail on the customer.
  return needed.every((v) => typeof v === 'string' && v.trim() !== '') ? (c as FcmCredentials) : null;
}
