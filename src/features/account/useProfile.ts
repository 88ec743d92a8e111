import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../api/queries/account';
import { useSignedIn } from '../../api/scope';

/** The signed-in customer's profile (customer/info). */
export function useProfile() {
  const signedIn = useSignedIn();
  return { signedIn, ...useQuery(profileQuery(signedIn)) };
}
