/** Writes src/routeTree.gen.ts the way the Vite plugin does, so `tsc` can run before any build. */
import { Generator, getConfig } from '@tanstack/router-generator';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
    quoteStyle: 'single',
  },
  root,
);
await new Generator({ config, root }).run();
