import type { PushPermission } from '../../machines/notifications/pushPermission.machine';
import type { FcmCredentials } from '../api/queries/pushConfig';

/**
 * turn4 §4.5 the browser's side of push: its permission, its prompt, and the messaging token. The token comes
 * from the Firebase web SDK, loaded on demand (src/app/firebaseToken.ts): never with a page's first load.
 */
export interface PushMessaging {
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  token(credentials: FcmCredentials): Promise<string>;
}

const supported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

const asPermission = (p: string): PushPermission => (p === 'granted' || p === 'denied' ? p : 'default');

export const browserPush: PushMessaging = {
  permission: () => (supported() ? asPermission(Notification.permission) : 'unsupported'),
  requestPermission: async () => asPermission(await Notification.requestPermission()),
  token: async (credentials) => (await import('./firebaseToken')).firebaseToken(credentials),
};
