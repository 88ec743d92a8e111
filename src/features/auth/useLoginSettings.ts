import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import type { Config } from '../../api/types';
import type { LoginSettings } from '../../../machines/auth/login.machine';

/** The login flow's flags from the config (apart from useAuthConfig, so the header's Sign In button stays light). */
function loginSettingsOf(config: Config | null): LoginSettings {
  const cl = config?.centralize_login;
  return {
    firebase: config?.firebase_otp_verification === 1,
    phoneVerification: cl?.phone_verification_status === 1,
    emailVerification: cl?.email_verification_status === 1,
  };
}

export function useLoginSettings(): LoginSettings {
  return loginSettingsOf(useQuery(configQuery()).data ?? null);
}
