// The platform config as seeded: the settings row 'config' (seed/config.ts writes it; app.ts merges
// options and test overrides on top of it).
import type { DB } from '../db/open.ts';
import type { Config } from '../catalog/settings.ts';

/** Whether the file was ever seeded (a fresh or foreign file has no config row). */
export function hasStoredConfig(db: DB): boolean {
  return db.prepare("SELECT 1 FROM settings WHERE key = 'config'").get() !== undefined;
}

export function readStoredConfig(db: DB): Config {
  return JSON.parse(
    (db.prepare("SELECT value FROM settings WHERE key = 'config'").get() as { value: string }).value,
  ) as Config;
}
