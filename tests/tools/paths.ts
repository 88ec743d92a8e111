/** `npm run paths -- <machine id> [--json]`: the machine's covering test paths, step by step, for QA. */
import { catalog } from '../../machines/catalog';
import { pathsText, plain, qaPaths } from './pathText';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const id = args.find((a) => !a.startsWith('--'));
const entry = id ? catalog[id] : undefined;
if (!id || !entry) {
  console.error(`Usage: npm run paths -- <machine id> [--json]\nMachine ids: ${Object.keys(catalog).join(', ')}`);
  process.exit(id ? 1 : 2);
}

// Piped into `head` and the like: stop quietly when the reader goes away.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

if (asJson) console.log(JSON.stringify({ machine: id, paths: qaPaths(entry) }, plain, 2));
else console.log(pathsText(id, entry));
