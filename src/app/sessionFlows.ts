import { createActor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { sessionMachine } from '../../machines/auth/session.machine';
import { onSessionExpired } from '../api/api';
import { dropToken, getScope, saveToken } from '../api/scope';

/**
 * The edge of the session flow, created at boot because the header reads it; the other account flows
 * (src/app/accountFlows.ts) load the first time they are needed.
 */

/** Query keys whose data belongs to the customer: refetched when the session starts or ends (acc §4). */
const CUSTOMER_KEYS = ['cart', 'wishlist', 'profile'];

export function createSessionActor(queryClient: QueryClient, listenForExpiry = true) {
  const refreshCustomerData = () =>
    void queryClient.invalidateQueries({ predicate: (q) => CUSTOMER_KEYS.includes(String(q.queryKey[0])) });

  const session = createActor(
    sessionMachine.provide({
      actions: {
        storeToken: (_, { token }) => saveToken(token),
        clearToken: () => {
          dropToken();
          queryClient.removeQueries({ queryKey: ['profile'] });
        },
        refreshCustomerData,
      },
    }),
    { input: { hasToken: getScope().signedIn } },
  );
  // acc §8: the client already removed the token and main.tsx shows the toast and goes to /home.
  if (listenForExpiry)
    onSessionExpired(() => {
      queryClient.removeQueries({ queryKey: ['profile'] });
      session.send({ type: 'session.expired' });
    });
  return session;
}

export type SessionActor = ReturnType<typeof createSessionActor>;
