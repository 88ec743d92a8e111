import { useLingui } from '@lingui/react/macro';
import { deliveryRange, parseDeliveryTime } from '../domain/deliveryTime';

/** A store's delivery time in the customer's language ("30-40 min", "30-40 دقيقة"); an unknown shape as sent. */
export function DeliveryTime({ value }: { value: string }) {
  const { t } = useLingui();
  const parsed = parseDeliveryTime(value);
  if (!parsed) return <bdi>{value}</bdi>;
  const range = deliveryRange(parsed);
  const text = parsed.unit === 'min' ? t`${range} min` : parsed.unit === 'hours' ? t`${range} hours` : t`${range} days`;
  return <bdi data-testid="delivery-time">{text}</bdi>;
}
