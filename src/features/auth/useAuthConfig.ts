import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import type { LoginSettings } from '../../../machines/auth/login.machine';
import { dialCodeOf } from '../../domain/contact';
import { manualLoginOn } from '../../domain/loginMethod';

/** The config the auth views read: login flags, country picker, demo mode. */
export function useAuthConfig() {
  const config = useQuery(configQuery()).data ?? null;
  const cl = config?.centralize_login;
  const settings: LoginSettings = {
    firebase: config?.firebase_otp_verification === 1,
    phoneVerification: cl?.phone_verification_status === 1,
    emailVerification: cl?.email_verification_status === 1,
  };
  return {
    config,
    settings,
    demo: config?.demo === true,
    pickerEnabled: config?.country_picker_status === 1,
    defaultDialCode: dialCodeOf(config?.country),
    manualOn: manualLoginOn(config),
  };
}
