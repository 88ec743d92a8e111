import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { toApiError } from '../errors';
import { unwrap } from '../client';
import type { User } from '../types';

/** customer/info answers 200 with an errors list when X-localization is missing (api §2.3): still an error. */
function rejectErrorList<T>(data: T): T {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length) throw toApiError(200, data);
  return data;
}

/** The signed-in customer's profile; keys under 'profile' are refetched on login and logout (acc §4). */
export const profileQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async () => rejectErrorList(await unwrap(api.GET('/api/v1/customer/info'))) as User,
    enabled: signedIn,
    staleTime: 60_000,
  });
