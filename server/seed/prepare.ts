// The start, reset and test commands call this before createApp(): it opens (creating and migrating) the
// database file and seeds the demo data when the file is new. The database layer itself never seeds, so
// db/ does not depend on seed/ (which depends on services that depend on db/).
import { openDatabase, type DB } from '../db/open.ts';
import { seedDatabase } from './index.ts';

export function isSeeded(db: DB): boolean {
  return !!db.prepare("SELECT 1 FROM settings WHERE key = 'config'").get();
}

/** Opens `file`, seeds it when empty, and closes it again. */
export function prepareDatabase(file: string, now: () => Date = () => new Date()): void {
  const db = openDatabase(file);
  try {
    if (!isSeeded(db)) db.transaction(() => seedDatabase(db, now()))();
  } finally {
    db.close();
  }
}
