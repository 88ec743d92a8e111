import { useReady, type LazyActor } from '../../flows/lazyActor';
import { flowContext } from '../../flows/flowContext';
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
/** The login flow is created the first time the auth modal opens; the session from the start. */
export const [AuthActorsContext, useAuthHolder] = flowContext<{ login: LazyActor<LoginActor>; session: SessionActor }>(
  'AuthActorsContext',
);

/** The login flow's holder: for the header's Sign In, which must not wait for it. */
export const useLoginLoader = (): LazyActor<LoginActor> => useAuthHolder().login;

/** The auth actors, suspending until the login flow is loaded: for the modal and the auth pages. */
export function useAuthActors(): AuthActors {
  const actors = useAuthHolder();
  return { login: useReady(actors.login), session: actors.session };
}
