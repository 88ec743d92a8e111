import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { labelOf, SELECTED_ADDRESS_TYPE, type DeliveryAddress } from '../../domain/address';
import { LABELS } from './messages';
import { PinIcon } from './icons';

/** The name an address is shown under: Home / Office / Other, or its own label ('Selected Address' is a pseudo type). */
export function useAddressTitle() {
  const { i18n, t } = useLingui();
  return (a: DeliveryAddress) => {
    if (a.address_type === SELECTED_ADDRESS_TYPE) return t`Selected Address`;
    if (a.address_label) return a.address_label;
    const label = labelOf(a.address_type);
    return label === 'other' && a.address_type !== 'other' && a.address_type !== 'others'
      ? a.address_type
      : i18n._(LABELS[label]);
  };
}

/** "27", "12A", "3/1": a number that needs its name; "Road 5" or "Lake Road" already says what it is. */
const BARE_NUMBER = /^[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9\s/#-]*[A-Za-z]?$/;

/** One address: its type or label, the address line and the contact person; actions at the end. */
export function AddressCard({
  address,
  actions,
  testId,
}: {
  address: DeliveryAddress;
  actions?: ReactNode;
  testId?: string;
}) {
  const title = useAddressTitle();
  const { t } = useLingui();
  // Each part under its name ("Road 27 · House 12 · Floor 3"): bare numbers read as nothing.
  const named = (value: string | null | undefined, label: (v: string) => string) =>
    !value ? '' : BARE_NUMBER.test(value.trim()) ? label(value.trim()) : value.trim();
  const details = [
    named(address.road, (v) => t`Road ${v}`),
    named(address.house, (v) => t`House ${v}`),
    named(address.floor, (v) => t`Floor ${v}`),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      data-testid={testId}
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', minWidth: 0, flex: 1 })}
    >
      <span className={css({ color: 'accent.default', pt: '0.5', flexShrink: 0 })}>
        <PinIcon size={18} />
      </span>
      <div className={css({ stack: '0.5', minWidth: 0, flex: 1 })}>
        <p className={css({ fontWeight: 'semibold' })} data-testid="address-title">
          {title(address)}
        </p>
        {address.address ? (
          <p dir="auto" className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })} data-testid="address-line">
            {address.address}
          </p>
        ) : null}
        {details ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="address-details">
            {details}
          </p>
        ) : null}
        {address.contact_person_name ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {address.contact_person_name} <bdi dir="ltr">{address.contact_person_number}</bdi>
          </p>
        ) : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '1', flexShrink: 0 })}>{actions}</div> : null}
    </div>
  );
}
