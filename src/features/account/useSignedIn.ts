import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../api/queries/account';
import { useSessionActor } from './accountActors';

export function useSignedIn(): boolean {
  const session = useSessionActor();
  return useSelector(session, (s) => s.matches('signedIn'));
}

/** The signed-in customer's profile (customer/info). */
export function useProfile() {
  const signedIn = useSignedIn();
  return { signedIn, ...useQuery(profileQuery(signedIn)) };
}
