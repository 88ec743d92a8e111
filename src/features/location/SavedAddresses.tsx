import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { savedAddressesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { toLatLng } from '../../domain/location';
import { Skeleton } from '../../ui/Skeleton';
import { useLocationActor } from './locationActor';
import { PinIcon } from './icons';
import { row } from './ChooseStep.styles';

export function SavedAddresses({ disabled, labelledBy }: { disabled: boolean; labelledBy: string }) {
  const actor = useLocationActor();
  const scope = useScope();
  const { t } = useLingui();
  const typeLabel: Record<string, string> = { home: t`Home`, office: t`Office`, other: t`Other` };
  const addresses = useQuery(savedAddressesQuery(true));
  if (addresses.isPending) {
    return (
      <div className={css({ stack: '2' })}>
        <Skeleton className={css({ height: '12' })} />
        <Skeleton className={css({ height: '12' })} />
      </div>
    );
  }
  const list = (addresses.data ?? [])
    .map((a) => ({ a, point: toLatLng(a.latitude, a.longitude) }))
    .filter(
      (x): x is { a: (typeof x)['a']; point: NonNullable<(typeof x)['point']> } =>
        x.point !== null && Boolean(x.a.address),
    );
  if (!list.length) {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>No saved addresses found to select.</Trans>
      </p>
    );
  }
  // acc §2 the navbar variant: the saved addresses as a radio list, the current location's one checked; choosing
  // one goes through the zone lookup and the page reloads (acc §4).
  const current =
    list.find(
      ({ a, point }) =>
        a.address === scope.address && scope.position?.lat === point.lat && scope.position?.lng === point.lng,
    )?.a.id ?? null;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} data-testid="saved-addresses" className={css({ stack: '1' })}>
      {list.map(({ a, point }) => (
        <label
          key={a.id}
          className={`${row} ${css({ '&:has(input:checked)': { bg: 'bg.subtle' }, '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus' } })}`}
          data-testid="saved-address"
        >
          <input
            type="radio"
            name={`${labelledBy}-address`}
            checked={current === a.id}
            disabled={disabled}
            onChange={() => actor.send({ type: 'location.address.pick', place: { address: a.address!, ...point } })}
            className={css({ width: '4', height: '4', flexShrink: 0, accentColor: 'accent.default' })}
          />
          <span className={css({ color: 'fg.muted', display: 'flex' })}>
            <PinIcon size={18} />
          </span>
          <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
            <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
              {a.address_label || typeLabel[a.address_type] || a.address_type}
            </span>
            <span dir="auto" className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="saved-address-line">
              {a.address}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
