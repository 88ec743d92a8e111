/**
 * Maintenance mode (platform-api §7.5): the business switches the storefront off for a while. The platform
 * sends `maintenance_mode` (a boolean); later versions add `maintenance_mode_data` with a period and a message.
 */
import { flagOn } from './flags';

export interface MaintenanceConfig {
  maintenance_mode?: unknown;
  maintenance_mode_data?: {
    maintenance_duration_setup?: {
      maintenance_duration?: string | null;
      start_date?: string | null;
      end_date?: string | null;
    } | null;
    maintenance_message_setup?: { maintenance_message?: string | null; message_body?: string | null } | null;
  } | null;
}

export interface Maintenance {
  /** The business's own headline and text, when it wrote them. */
  message: string | null;
  body: string | null;
  /** When it ends, when the business gave a period (epoch ms). */
  endsAt: number | null;
}

/** How often an open-ended maintenance asks whether it is over, and what Retry-After says then. */
export const MAINTENANCE_POLL_MS = 30_000;
/** The longest a page waits before asking again, whatever the period says. */
const LONGEST_WAIT_MS = 10 * 60_000;

/** "2026-11-28 23:00:00" (the platform's format) or ISO 8601; an unreadable date is no date. */
function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
  return Number.isFinite(ms) ? ms : null;
}

/** The maintenance in force at `now`, or null: switched on, and inside its period when it has one. */
export function maintenanceAt(config: MaintenanceConfig | null | undefined, now: number): Maintenance | null {
  if (!config || !flagOn(config.maintenance_mode)) return null;
  const data = config.maintenance_mode_data ?? null;
  const period = data?.maintenance_duration_setup ?? null;
  const openEnded = !period || !period.maintenance_duration || period.maintenance_duration === 'until_change';
  const startsAt = openEnded ? null : timeOf(period.start_date);
  const endsAt = openEnded ? null : timeOf(period.end_date);
  if (startsAt !== null && now < startsAt) return null;
  if (endsAt !== null && now >= endsAt) return null;
  const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    message: text(data?.maintenance_message_setup?.maintenance_message),
    body: text(data?.maintenance_message_setup?.message_body),
    endsAt,
  };
}

/** When to ask again: at the period's end when it is near, else after the usual wait (ms from now). */
export function nextCheckIn(m: Maintenance, now: number): number {
  if (m.endsAt === null) return MAINTENANCE_POLL_MS;
  return Math.min(Math.max(1_000, m.endsAt - now), LONGEST_WAIT_MS);
}

/** The Retry-After of a maintenance page, in whole seconds. */
export function retryAfterSeconds(m: Maintenance, now: number): number {
  return m.endsAt === null ? MAINTENANCE_POLL_MS / 1000 : Math.max(1, Math.ceil((m.endsAt - now) / 1000));
}
