// npm run db:reset → deletes the database file and seeds a fresh one.
import { resolve } from 'node:path';
import { deleteDatabase } from './db/open.ts';
import { prepareDatabase } from './seed/prepare.ts';

const file = resolve(process.env.STOREFRONT_DB ?? '.data/storefront.sqlite');
deleteDatabase(file);
prepareDatabase(file);
console.log(`Database reset: ${file}`);
