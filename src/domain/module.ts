import { parseJsonObject } from './json';
import type { Module } from './types/module';

/** Modules: what the customer shops for (core §3 Module, §4 Module choice; acc §2 side rail). */

export const MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental'] as const;

/** The module as kept in local storage under `module` and in app state; `moduleId` is sent from it. */
export interface StoredModule {
  id: number;
  module_type: string;
  module_name?: string;
  icon_full_url?: string | null;
}

export function toStoredModule(m: Module): StoredModule {
  return {
    id: m.id,
    module_type: m.module_type,
    ...(m.module_name ? { module_name: m.module_name } : {}),
    ...(m.icon_full_url ? { icon_full_url: m.icon_full_url } : {}),
  };
}

export function parseStoredModule(raw: string | null): StoredModule | null {
  const o = parseJsonObject(raw);
  if (!o) return null;
  const id = Number(o.id);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof o.module_type !== 'string' || !o.module_type) return null;
  return toStoredModule({
    id,
    module_type: o.module_type,
    module_name: typeof o.module_name === 'string' ? o.module_name : null,
    icon_full_url: typeof o.icon_full_url === 'string' ? o.icon_full_url : null,
  });
}

/** A module kind named in a URL (`/home?module_type=grocery`, from a landing tile), or null. */
export function moduleTypeOf(raw: string | null | undefined): string | null {
  return (MODULE_TYPES as readonly string[]).includes(raw ?? '') ? raw! : null;
}

export function isRental(m: { module_type: string } | null | undefined): boolean {
  return m?.module_type === 'rental';
}

function zoneIdsOf(m: Module): number[] | null {
  if (!Array.isArray(m.zones)) return null;
  return m.zones.map((z) => Number((z as { id?: unknown } | null)?.id)).filter((n) => Number.isSafeInteger(n));
}

/**
 * acc §2 side rail: the modules of the saved zones. A module without zone information (the list was
 * fetched without a zone) is kept; with no saved zone every module is listed.
 */
export function modulesForZones<M extends Module>(modules: readonly M[], zoneIds: readonly number[]): M[] {
  if (!zoneIds.length) return [...modules];
  return modules.filter((m) => {
    const zones = zoneIdsOf(m);
    return zones === null || zones.some((z) => zoneIds.includes(z));
  });
}

/**
 * /home asks for a module when none is chosen, or when the chosen one is not offered where the customer
 * now is (the module list for the saved zones is known and does not hold it).
 */
export function needsModuleChoice(current: StoredModule | null, available: readonly Module[] | undefined): boolean {
  if (!current) return true;
  if (!available) return false;
  return !available.some((m) => m.id === current.id);
}
