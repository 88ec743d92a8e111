import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { dialCodeOf } from '../../domain/contact';
import { manualLoginOn } from '../../domain/loginMethod';

/** The config the auth views read: login flags, country picker, demo mode. */
export function useAuthConfig() {
  const config = useQuery(configQuery()).data ?? null;
  return {
    config,
    demo: config?.demo === true,
    pickerEnabled: config?.country_picker_status === 1,
    defaultDialCode: dialCodeOf(config?.country),
    manualOn: manualLoginOn(config),
  };
}
