import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Landing } from '../features/home/Landing';
import { LocationStart } from '../features/location/LocationStart';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  return (
    <Landing
      start={<LocationStart />}
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
