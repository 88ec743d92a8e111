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
    if (e.type === 'module.choose' || e.type === 'module.adopt') return e.module as StoredModule;
    if (e.type !== 'module.offer') return undefined;
    const pick = wished === null ? undefined : (e.modules as StoredModule[]).find((m) => m.module_type === wished);
    wished = null;
    return pick;
  });
}
