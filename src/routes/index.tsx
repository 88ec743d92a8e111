import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Landing } from '../features/home/Landing';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  const { t } = useLingui();
  return (
    <Landing
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
