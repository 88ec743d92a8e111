import type { SocialCredential } from '../../machines/auth/socialLogin.machine';
import type { SocialMedium } from '../domain/loginMethod';
import { API_BASE_URL } from '../api/api';
import { SOCIAL_MESSAGE } from '../features/auth/socialMessage';

/**
 * One interface for the social sign-ins (acc §4 Social login). Google, Facebook and Apple each hand back a
 * token, a unique id and usually an e-mail; their SDKs plug in here. Offline, the reference server's demo
 * identity provider (/demo-idp/authorize) plays every one of them in a pop-up that comes back through
 * /auth/social-callback.
 */
export interface SocialProvider {
  signIn(medium: SocialMedium): Promise<SocialCredential>;
}

export const SOCIAL_CALLBACK_PATH = '/auth/social-callback';

export class SocialSignInCancelled extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SocialSignInCancelled';
  }
}

export const demoSocialProvider: SocialProvider = {
  signIn(medium) {
    const redirect = `${window.location.origin}${SOCIAL_CALLBACK_PATH}`;
    const url = `${API_BASE_URL}/demo-idp/authorize?medium=${encodeURIComponent(medium)}&redirect_uri=${encodeURIComponent(redirect)}`;
    const popup = window.open(url, 'social-sign-in', 'width=480,height=640');
    if (!popup) return Promise.reject(new SocialSignInCancelled('popup-blocked'));
    return new Promise<SocialCredential>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== window.location.origin) return;
        const data = event.data as { type?: string; credential?: SocialCredential } | null;
        if (data?.type !== SOCIAL_MESSAGE || !data.credential) return;
        cleanup();
        resolve(data.credential);
      };
      const watch = window.setInterval(() => {
        // The callback posts the credential just before it closes: give that message time to arrive.
        if (popup.closed)
          window.setTimeout(() => {
            cleanup();
            reject(new SocialSignInCancelled('closed'));
          }, 600);
      }, 500);
      const cleanup = () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(watch);
      };
      window.addEventListener('message', onMessage);
    });
  },
};
