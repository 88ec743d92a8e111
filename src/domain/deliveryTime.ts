/**
 * A store's `delivery_time` as the platform writes it ("30-40 min", "1-2 hours", "2-4 days"), read into numbers
 * and a unit so views can write it in the customer's language; null when it is not in that shape (shown as sent).
 */
export type DeliveryUnit = 'min' | 'hours' | 'days';

export interface DeliveryTime {
  from: number;
  to: number;
  unit: DeliveryUnit;
}

const UNITS: Record<string, DeliveryUnit> = {
  min: 'min',
  mins: 'min',
  minute: 'min',
  minutes: 'min',
  hour: 'hours',
  hours: 'hours',
  hr: 'hours',
  hrs: 'hours',
  day: 'days',
  days: 'days',
};

export function parseDeliveryTime(text: string | null | undefined): DeliveryTime | null {
  const m = /^\s*(\d{1,4})\s*(?:[-–]\s*(\d{1,4}))?\s*([a-z]+)\s*$/i.exec(text ?? '');
  if (!m) return null;
  const unit = UNITS[m[3]!.toLowerCase()];
  if (!unit) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return { from: Math.min(from, to), to: Math.max(from, to), unit };
}

/** The numbers of a delivery time: "30-40", or "30" when both ends agree. */
export function deliveryRange(t: DeliveryTime): string {
  return t.from === t.to ? String(t.from) : `${t.from}-${t.to}`;
}
