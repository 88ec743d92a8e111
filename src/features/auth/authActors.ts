import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/auth/login.machine';
import type { sessionMachine } from '../../../machines/auth/session.machine';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface AuthActors {
  login: LoginActor;
  session: SessionActor;
}

/** The auth flow actors; the edge (src/app/accountFlows.ts) creates them with the real API calls. */
export const AuthActorsContext = createContext<AuthActors | null>(null);

export function useAuthActors(): AuthActors {
  const actors = useContext(AuthActorsContext);
  if (!actors) throw new Error('AuthActorsContext is missing');
  return actors;
}
