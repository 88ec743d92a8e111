import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import type { Config, LandingPage } from '../types';

/** The platform config rarely changes during a visit: fetch once, keep for the session. */
export const configQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => unwrap(api.GET('/api/v1/config')) as Promise<Config>,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Footer app links come from the landing page call, as on the platform's web client (api-more §12). */
export const landingPageQuery = () =>
  queryOptions({
    queryKey: ['react-landing-page'],
    queryFn: () => unwrap(api.GET('/api/v1/react-landing-page')) as Promise<LandingPage>,
    staleTime: 10 * 60_000,
  });
