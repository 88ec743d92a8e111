/** Fails when src/api/schema.gen.ts is not what openapi-typescript makes of openapi/storefront.yaml. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const out = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi/storefront.yaml', '-o', out], { cwd: root, stdio: 'ignore' });
const committed = join(root, 'src/api/schema.gen.ts');
if (!existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(out, 'utf8')) {
  console.error('src/api/schema.gen.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('API types match openapi/storefront.yaml.');
