// Opens (creating and migrating) the SQLite file. Seeding is the start/reset commands' job
// (seed/prepare.ts). WAL keeps reads fast while a write is in flight; better-sqlite3 is synchronous, so
// each statement/transaction runs atomically.
import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations, SCHEMA_VERSION } from './schema.ts';

export type DB = Database.Database;

export function openDatabase(file: string): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version < SCHEMA_VERSION) {
    db.transaction(() => {
      for (let v = version; v < SCHEMA_VERSION; v++) db.exec(migrations[v]!);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }
  return db;
}

/** Deletes the database file (and its WAL companions), so the next prepare seeds a fresh one. */
export function deleteDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** Empties every table in place (the test reset seeds again into the same open file). */
export function emptyTables(db: DB): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>;
  // child rows go with their parents (ON DELETE CASCADE), so the order does not matter
  for (const t of tables) db.prepare(`DELETE FROM "${t.name}"`).run();
}
