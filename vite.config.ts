/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import pandacss from '@pandacss/dev/postcss';

// Order matters: the router plugin splits route files before React and the Lingui macro transform see them.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    babel({
      include: /\/(src|machines)\/.*\.[jt]sx?(?:$|\?)/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
  ],
  // Panda bundles its own postcss copy; its plugin object is compatible at run time.
  css: { postcss: { plugins: [pandacss({ configPath: './panda.config.ts' }) as never] } },
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tools/**/*.test.ts'],
        },
      },
    ],
  },
});
