import { STORAGE_KEYS } from '../../api/storage';
import { wordingFor, type AddressWording } from '../../domain/location';
import { parseStoredModule } from '../../domain/module';
import { parseZoneIds } from '../../domain/zone';

/** What the location views read from local storage when they render (the page reloads after every change). */
export interface StoredLocation {
  address: string | null;
  zoneId: string | null;
  zoneIds: number[];
  wording: AddressWording;
  signedIn: boolean;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storedLocation(): StoredLocation {
  const zoneId = read(STORAGE_KEYS.zoneId);
  return {
    address: read(STORAGE_KEYS.location),
    zoneId,
    zoneIds: parseZoneIds(zoneId),
    wording: wordingFor(parseStoredModule(read(STORAGE_KEYS.module))?.module_type),
    signedIn: Boolean(read(STORAGE_KEYS.token)),
  };
}
