// npm run db:reset → deletes the database file and seeds a fresh one.
import { resolve } from 'node:path';
import { deleteDatabase, openDatabase } from './db/open.ts';

const file = resolve(process.env.STOREFRONT_DB ?? '.data/storefront.sqlite');
deleteDatabase(file);
openDatabase(file).close();
console.log(`Database reset: ${file}`);
