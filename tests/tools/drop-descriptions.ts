/**
 * Build step (the browser's and the server renderer's builds, not the tests): a statechart's `description`
 * strings are documentation. The diagrams in docs/flows, QA's test paths and the machine tests read them
 * from the source; a running machine never does. Dropped from the files under machines/, they leave the
 * first load (about 1.5 KB gzip of /home's, where the boot-time machines live). Only string and template
 * values are dropped, so nothing with an effect goes with them.
 */
interface PropertyPath {
  node: { computed: boolean; key: { type: string; name?: string; value?: unknown }; value: { type: string } };
  remove(): void;
}

export function dropMachineDescriptions() {
  return {
    name: 'drop-machine-descriptions',
    visitor: {
      ObjectProperty(path: PropertyPath, state: { filename?: string | null }) {
        if (!/[\\/]machines[\\/]/.test(state.filename ?? '')) return;
        const { key, value, computed } = path.node;
        const named = !computed && (key.name === 'description' || key.value === 'description');
        if (named && (value.type === 'StringLiteral' || value.type === 'TemplateLiteral')) path.remove();
      },
    },
  };
}
