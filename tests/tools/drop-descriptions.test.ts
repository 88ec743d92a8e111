import { describe, expect, it } from 'vitest';
import { transformSync } from '@babel/core';
import { dropMachineDescriptions } from './drop-descriptions';

const machine = `
export const m = setup({}).createMachine({
  id: 'm',
  description: 'What the product owner reads.',
  states: {
    idle: { description: \`Waiting for \${'a'} tap.\`, on: { go: { target: 'busy', description: 'Tapped.' } } },
    busy: { tags: ['busy'], meta: { description: describe() } },
  },
});
const item = { description: 'An item text the customer reads.' };
`;

const build = (filename: string) =>
  transformSync(machine, { filename, plugins: [dropMachineDescriptions], configFile: false, babelrc: false })!.code!;

describe('Build: statechart descriptions stay in the source, not in the bundle', () => {
  it('drops every string description from a file under machines/, and keeps what the machine runs on', () => {
    const out = build('/repo/machines/m/m.machine.ts');
    expect(out).not.toContain('What the product owner reads.');
    expect(out).not.toContain('Waiting for');
    expect(out).not.toContain('Tapped.');
    expect(out).toContain("target: 'busy'");
    expect(out).toContain("tags: ['busy']");
    // A computed value may have an effect: it stays.
    expect(out).toContain('description: describe()');
    // Not a machine's words: an object of the same file keeps its own description field only outside machines/.
    expect(build('/repo/src/features/item.ts')).toContain('What the product owner reads.');
  });
});
