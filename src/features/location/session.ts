import { useScope } from '../../api/scope';
import { wordingFor, type AddressWording } from '../../domain/location';

/** What the location views show of the shopping scope. */
export interface StoredLocation {
  address: string | null;
  zoneId: string | null;
  zoneIds: number[];
  wording: AddressWording;
  signedIn: boolean;
}

export function useStoredLocation(): StoredLocation {
  const scope = useScope();
  return {
    address: scope.address,
    zoneId: scope.zone,
    zoneIds: scope.zoneIds,
    wording: wordingFor(scope.moduleType),
    signedIn: scope.signedIn,
  };
}
