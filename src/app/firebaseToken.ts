import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FcmCredentials } from '../api/queries/pushConfig';

/**
 * turn4 §4.5 the Firebase web SDK (imported by src/app/pushMessaging.ts only when a token is wanted, so it is
 * in no page's first load). The token is bound to the storefront's own service worker (public/sw.js shows the
 * pushes), not to a second firebase-messaging-sw.js.
 */
export async function firebaseToken(credentials: FcmCredentials): Promise<string> {
  if (!(await isSupported())) throw new Error('Push messaging is not supported here.');
  const { vapidKey, authDomain, storageBucket, measurementId, ...required } = credentials;
  // The SDK takes an absent key, not a null one.
  const web: FirebaseOptions = {
    ...required,
    ...(authDomain ? { authDomain } : {}),
    ...(storageBucket ? { storageBucket } : {}),
    ...(measurementId ? { measurementId } : {}),
  };
  const app = getApps().length ? getApp() : initializeApp(web);
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register('/sw.js'));
  await navigator.serviceWorker.ready;
  const token = await getToken(getMessaging(app), {
    serviceWorkerRegistration: registration,
    ...(vapidKey ? { vapidKey } : {}),
  });
  if (!token) throw new Error('No messaging token.');
  return token;
}
