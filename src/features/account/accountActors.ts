import { useReady, type LazyActor } from '../../flows/lazyActor';
import { flowContext } from '../../flows/flowContext';
import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/account/logout.machine';
import type { profileMachine } from '../../../machines/account/profile.machine';
import type { sessionMachine } from '../../../machines/auth/session.machine';

export interface AccountActors {
  session: ActorRefFrom<typeof sessionMachine>;
  logout: ActorRefFrom<typeof logoutMachine>;
  /** The profile flow with its real calls; each profile page runs its own actor of it. */
  profileLogic: typeof profileMachine;
}

/** The session from the start; logout and profile are created the first time they are needed. */
export interface AccountActorsHolder {
  session: AccountActors['session'];
  logout: LazyActor<AccountActors['logout']>;
  profileLogic: LazyActor<AccountActors['profileLogic']>;
}

export const [AccountActorsContext, useHolder] = flowContext<AccountActorsHolder>('AccountActorsContext');

/** The logout flow's holder: for the header's menu, which must not wait for it. */
export const useLogoutLoader = () => useHolder().logout;

/** The account actors, suspending until they are loaded: for the logout dialog and the profile page. */
export function useAccountActors(): AccountActors {
  const actors = useHolder();
  return { session: actors.session, logout: useReady(actors.logout), profileLogic: useReady(actors.profileLogic) };
}
