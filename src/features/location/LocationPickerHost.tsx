import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useLoaded } from '../../flows/lazyActor';
import { useLocationLoader } from './locationActor';
import { lazyPart } from '../../ui/lazyPart';

const LocationPickerDialog = lazyPart(() => import('./LocationPickerDialog'));

/** Mounts the picker dialog while the picker is open, so its code (and the map's) loads only then. */
export function LocationPickerHost() {
  const actor = useLoaded(useLocationLoader());
  const open = useSelector(actor, (s) => Boolean(s?.hasTag('open')));
  return open ? (
    <Suspense fallback={null}>
      <LocationPickerDialog />
    </Suspense>
  ) : null;
}
