import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { dialCodeOf } from '../../domain/contact';
import { toLatLng, type LatLng } from '../../domain/location';

/** The demo city, when neither a stored point nor the config's default location is known. */
const FALLBACK: LatLng = { lat: 23.757989, lng: 90.360587 };

/** What the address parts read from the config: the phone entry rules and where a map starts. */
export function useAddressConfig() {
  const config = useQuery(configQuery()).data;
  return {
    /** acc §5 Phone entry: the country picker works only when country_picker_status is 1; the default country from config. */
    pickerEnabled: config?.country_picker_status === 1,
    dialCode: dialCodeOf(config?.country),
    defaultCentre: toLatLng(config?.default_location?.lat, config?.default_location?.lng) ?? FALLBACK,
    mapStyle: (config as { map_style_url?: unknown } | undefined)?.map_style_url,
  };
}
