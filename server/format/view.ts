// Per-request view state for formatters: the clock and the caller's position (latitude/longitude
// headers; the platform uses 0,0 when they are absent).
import type { Context } from 'hono';

export interface View {
  now: Date;
  lat: number;
  lng: number;
}

export function viewOf(c: Context, now: Date): View {
  const lat = parseFloat(c.req.header('latitude') ?? '');
  const lng = parseFloat(c.req.header('longitude') ?? '');
  return { now, lat: Number.isFinite(lat) ? lat : 0, lng: Number.isFinite(lng) ? lng : 0 };
}
