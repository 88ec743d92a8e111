import type { StoredModule } from '../../src/domain/module';

export type Ev = Record<string, any> & { type: string };

/**
 * The module each event chose, by hand from acc §2: a tile's wish is kept until /home offers the zone's
 * modules; an offer holding the wished kind chooses it, and any offer (or a choice by hand) ends the wish.
 */
export function choices(events: readonly Ev[]): Array<StoredModule | undefined> {
  let wished: string | null = null;
  return events.map((e) => {
    if (e.type === 'module.wish') wished = e.moduleType as string;
    // Choosing by hand, or opening the popup, replaces the tile's wish.
    if (e.type === 'module.popup.open' || e.type === 'module.choose') wished = null;
    // A changed scope (another tab, a location chosen) brings the module in force with it.
    if (e.type === 'module.choose' || e.type === 'module.adopt' || e.type === 'scope.changed')
      return e.module as StoredModule;
    if (e.type !== 'module.offer') return undefined;
    const pick = wished === null ? undefined : (e.modules as StoredModule[]).find((m) => m.module_type === wished);
    wished = null;
    return pick;
  });
}

/** The zones a rental cart is checked against after these events: the last changed scope's, else the input's. */
export function allowedZones(input: { allowedZoneIds: number[] }, events: readonly Ev[]): number[] {
  return (events.findLast((e) => e.type === 'scope.changed')?.zoneIds as number[] | undefined) ?? input.allowedZoneIds;
}
