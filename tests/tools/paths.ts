/** `npm run paths -- <machine id> [--json]`: the machine's generated test paths as numbered steps for QA. */
import { catalog } from '../../machines/catalog';
import { modelPaths, type ModelPath } from './model';

const args = process.argv.slice(2);
const json = args.includes('--json');
const id = args.find((a) => !a.startsWith('--'));
const entry = id ? catalog[id] : undefined;
if (!id || !entry) {
  console.error(`Usage: npm run paths -- <machine id> [--json]\nMachine ids: ${Object.keys(catalog).join(', ')}`);
  process.exit(id ? 1 : 2);
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const describeEvent = (event: { type: string } & Record<string, unknown>): string => {
  const { type, ...data } = event;
  const detail = Object.entries(data).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
  return detail ? `${type} (${detail})` : type;
};

const paths: ModelPath[] = modelPaths(entry);
if (json) {
  console.log(JSON.stringify({ machine: id, paths }, null, 2));
} else {
  console.log(`${id}: ${paths.length} paths that together take every transition found from the catalogue's inputs and events.\n`);
  paths.forEach((path, i) => {
    console.log(`Path ${i + 1}`);
    console.log(`  1. Start with input ${JSON.stringify(path.input)}: the machine is in "${show(path.initial)}".`);
    path.steps.forEach((step, j) => {
      console.log(`  ${j + 2}. Send ${describeEvent(step.event as never)}: expect "${show(step.value)}".`);
    });
    console.log('');
  });
}
