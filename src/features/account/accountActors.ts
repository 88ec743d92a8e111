import { createContext, useContext } from 'react';
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

export const AccountActorsContext = createContext<AccountActors | null>(null);

export function useAccountActors(): AccountActors {
  const actors = useContext(AccountActorsContext);
  if (!actors) throw new Error('AccountActorsContext is missing');
  return actors;
}
