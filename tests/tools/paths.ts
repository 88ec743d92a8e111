/**
 * `npm run paths -- <machine id> [--format text|md|csv|json] [--lang en|ar]`: the machine's covering test paths,
 * step by step, for QA: text to read, a Markdown test plan, CSV rows for a test-management tool, or data.
 */
import { catalog } from '../../machines/catalog';
import { pathsCsv, pathsMarkdown, pathsText, plain, qaPaths } from './pathText';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const format = args.includes('--json') ? 'json' : (option('format') ?? 'text');
const lang = option('lang') ?? 'en';
const id = args.find((a, i) => !a.startsWith('--') && !['--format', '--lang'].includes(args[i - 1] ?? ''));
const entry = id ? catalog[id] : undefined;
const usage = `Usage: npm run paths -- <machine id> [--format text|md|csv|json] [--lang en|ar]\nMachine ids: ${Object.keys(catalog).join(', ')}`;
if (!id || !entry || !['text', 'md', 'csv', 'json'].includes(format) || (lang !== 'en' && lang !== 'ar')) {
  console.error(usage);
  process.exit(id ? 1 : 2);
}

// Piped into `head` and the like: stop quietly when the reader goes away.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

if (format === 'json') console.log(JSON.stringify({ machine: id, paths: qaPaths(entry, id) }, plain, 2));
else if (format === 'md') process.stdout.write(pathsMarkdown(id, entry, lang));
else if (format === 'csv') process.stdout.write(pathsCsv(id, entry, lang));
else console.log(pathsText(id, entry, lang));
