import type { Vehicle } from '../../api/queries/rental';
import { grid } from './styles';
import { VehicleCard } from './VehicleCard';

/** The vehicle cards of a list (the search's, a provider's); on the search page the first is on the first screen. */
export function VehicleGrid({
  vehicles,
  testId,
  providerName,
  firstOnScreen = false,
}: {
  vehicles: Vehicle[];
  testId: string;
  providerName?: string;
  firstOnScreen?: boolean;
}) {
  return (
    <ul className={grid} data-testid={testId}>
      {vehicles.map((v, i) => (
        <li key={v.id}>
          <VehicleCard vehicle={v} providerName={providerName} firstScreen={firstOnScreen && i === 0} />
        </li>
      ))}
    </ul>
  );
}
