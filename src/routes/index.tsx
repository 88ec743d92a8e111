import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MODULE_TYPES } from '../domain/module';
import { maybe, oneOf, searchSchema } from '../domain/searchParams';
import { useLingui } from '@lingui/react/macro';
import { Landing, type ModuleHighlight } from '../features/home/Landing';
import { LocationStart } from '../features/location/LocationStart';
import { useLocationLoader } from '../features/location/locationActor';
import { useStoredLocation } from '../features/location/session';
import { useModuleActor } from '../features/modules/moduleActor';
import { sendTo } from '../flows/lazyActor';

export const Route = createFileRoute('/')({
  // A tile's module kind waits here while the picker is open; the picker's reload carries it on to /home.
  validateSearch: searchSchema({ module_type: maybe(oneOf(MODULE_TYPES)) }),
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  const modules = useModuleActor();
  const picker = useLocationLoader();
  const here = useStoredLocation();
  const navigate = useNavigate();
  // acc §2 Landing: a tile remembers its kind of module; /home chooses it once the location's modules are known.
  const onPick = (kind: ModuleHighlight) => {
    modules.send({ type: 'module.wish', moduleType: kind });
    if (here.address && here.zoneId) return void navigate({ to: '/home' });
    void navigate({ to: '/', search: { module_type: kind }, replace: true });
    sendTo(picker, { type: 'location.open', signedIn: here.signedIn, wording: here.wording });
  };
  return (
    <Landing
      start={<LocationStart />}
      onPick={onPick}
      moduleLabels={{
        food: t`Food`,
        grocery: t`Grocery`,
        pharmacy: t`Pharmacy`,
        ecommerce: t`Shop`,
        parcel: t`Parcel`,
        rental: t`Rental`,
      }}
    />
  );
}
