/// <reference types="vitest/config" />
import { defineConfig, type ConfigEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import pandacss from '@pandacss/dev/postcss';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { inlineStaticCss, loadPandaLookup, type PandaLookup } from './tests/tools/static-css.ts';
import { dropMachineDescriptions } from './tests/tools/drop-descriptions.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The browser's build (dist/), not the server renderer's (dist-ssr/). */
const clientBuild = (_: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/**
 * The message catalogue is imported only once the entry runs; naming each language's chunk in the page lets
 * public/boot.js (which knows the language before anything loads) preload it beside the entry.
 */
function catalogueHints(): Plugin {
  const chunks: Record<string, string> = {};
  let outDir = 'dist';
  return {
    name: 'catalogue-hints',
    apply: clientBuild,
    configResolved: (c) => void (outDir = c.build.outDir),
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        const lang =
          file.type === 'chunk' ? /\/src\/i18n\/locales\/(\w+)\.ts$/.exec(file.facadeModuleId ?? '')?.[1] : undefined;
        if (lang) chunks[lang] = `/${file.fileName}`;
      }
    },
    writeBundle() {
      const page = join(outDir, 'index.html');
      const meta = `<meta name="catalogues" content='${JSON.stringify(chunks)}' />`;
      writeFileSync(
        page,
        readFileSync(page, 'utf8').replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`),
      );
    },
  };
}

/** Every text asset gets .br and .gz twins at build, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: clientBuild,
    configResolved: (c) => void (outDir = c.build.outDir),
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|json|svg|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Chunks are named by their hash alone, but for the grouped ones (libraries, boot, shop, pages, the bundler's
 * runtime) and the catalogues, which the build, the preload hints and the transport test look for by name:
 * the boot chunk lists every file a dynamic import preloads, and those names were 0.85 KB of /home's gzip
 * first load once the app had 190 lazy chunks (2026-11-29).
 */
const NAMED_CHUNK = /^(react|router|runtime|boot|preload-helper|shop|pages|rolldown-runtime)$/;
const CATALOGUE_MODULE = /\/src\/i18n\/locales\/\w+\.ts$/;
const chunkFileName = (chunk: { name: string; facadeModuleId: string | null }) =>
  NAMED_CHUNK.test(chunk.name) || CATALOGUE_MODULE.test(chunk.facadeModuleId ?? '')
    ? 'assets/[name]-[hash].js'
    : 'assets/[hash].js';

const BOOT_CHUNK = /(^|\/)boot-[\w-]+\.js$/;
/** The libraries' chunks; React and the router apart from the rest, so main.tsx evaluates each in a task of its own. */
const LIBRARY_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 20 },
  {
    name: 'router',
    test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
    priority: 15,
  },
  { name: 'runtime', test: /node_modules[\\/](@tanstack|xstate|@xstate|@lingui|openapi-fetch)[\\/]/, priority: 10 },
];
/** Their files, and the bundler's own runtime helpers, which every chunk imports. */
const LIBRARY_CHUNK = new RegExp(
  `(^|/)(rolldown-runtime|${LIBRARY_GROUPS.map((g) => g.name).join('|')})-[\\w-]+\\.js$`,
);
const loadedByBoot = { entries: new Set<string>(), chunks: new Set<string>(), react: '', laterFacades: [] as string[] };
const REACT_FACADE = /\/src\/libraries-react\.ts$/;
/** The libraries' facades main.tsx imports after React's (src/libraries-router.ts, src/libraries.ts). */
const LATER_FACADE = /\/src\/libraries(-router)?\.ts$/;

/**
 * The chunks src/boot.tsx imports statically. Every lazy import runs after they are loaded, so its preload
 * links for them were appended in vain: 9 of the /home route's 20, a few milliseconds of the load.
 */
function bootGraph(): Plugin {
  return {
    name: 'boot-graph',
    apply: clientBuild,
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        loadedByBoot.entries.clear();
        loadedByBoot.chunks.clear();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (loadedByBoot.chunks.has(name) || chunk?.type !== 'chunk') return;
          loadedByBoot.chunks.add(name);
          chunk.imports.forEach(visit);
        };
        loadedByBoot.react = '';
        loadedByBoot.laterFacades = [];
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          // An entry and what it imports statically are loaded by the page itself.
          if (file.isEntry) [file.fileName, ...file.imports].forEach((name) => loadedByBoot.entries.add(name));
          if (BOOT_CHUNK.test(file.fileName)) visit(file.fileName);
          if (REACT_FACADE.test(file.facadeModuleId ?? '')) loadedByBoot.react = file.fileName;
          if (LATER_FACADE.test(file.facadeModuleId ?? '')) loadedByBoot.laterFacades.push(file.fileName);
        }
      },
    },
  };
}

/** The app's own modules (not the libraries', not the bundler's virtual ones). */
const APP_MODULE = /^[^\0]*[\\/](src|machines|styled-system)[\\/](?!main\.tsx$|libraries)/;
const bootModules = new Set<string>();

/**
 * The app's modules src/boot.tsx imports, directly or not. Each runs at every first load, so they go as one
 * chunk (the `boot` group) instead of twenty small ones: each of those was a request and a preload link
 * appended by script (0.2–10 ms each here), and lazy chunks that share them load nothing more.
 */
const BOOT_GROUP = { name: 'boot', test: (id: string) => bootModules.has(id), priority: 5 };
/**
 * The boot group takes in what its modules import, Vite's preload helper too; the entry uses the helper,
 * and would then load the app before the first paint. A chunk of its own keeps the entry small.
 */
const PRELOAD_HELPER_GROUP = { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 30 };

/** /home's route component, as the router plugin splits it. */
const HOME_ROUTE = /[\\/]src[\\/]routes[\\/]home\.tsx\?tsr-split=component$/;
const homeModules = new Set<string>();
/**
 * The modules /home's page shares with other pages (cards, prices, the item grid): one chunk instead of a
 * dozen of a few hundred bytes each, for the same reasons as the boot group. /home loads all of it anyway;
 * a store or product page loads a few KB it may not use.
 */
const SHOP_GROUP = { name: 'shop', test: (id: string) => homeModules.has(id), minShareCount: 2, priority: 1 };

/**
 * The store and product pages' route components, and the flows those pages hydrate with (their server
 * render uses the cart and the item's options: src/entry-server.tsx `flows`).
 */
const PAGE_ROOTS =
  /[\\/]src[\\/](routes[\\/](store|product)\.\$id\.tsx\?tsr-split=component|app[\\/](cartFlows|catalogFlows)\.ts)$/;
const pageModules = new Set<string>();
/**
 * What they import besides the boot and shop chunks: one chunk instead of a dozen. Each was a request and a
 * preload link appended by script during the boot (35 ms of one task at 1× CPU on a product page).
 */
const PAGE_GROUP = { name: 'pages', test: (id: string) => pageModules.has(id), priority: 1 };

/**
 * What the store card imports besides the boot chunk (its delivery time, which the store page shares) goes with
 * the shop chunk, which the lists, search and the store page load anyway: left to the pages group, it took the
 * pages chunk into every store list. The card itself is not in /home's first load: /home draws it only in its rows
 * below the first screen (docs/budgets.md).
 */
const STORE_CARD = /[\\/]src[\\/]features[\\/]catalog[\\/]StoreCard\.tsx$/;
const cardModules = new Set<string>();

/** Fills the boot, shop and pages groups' sets from the module graph, before the chunks are made. */
function moduleGroups(): Plugin {
  return {
    name: 'module-groups',
    apply: clientBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const lazy = new Set(ids.filter((id) => this.getModuleInfo(id)?.dynamicImporters.length));
      const collect = (roots: readonly string[], into: Set<string>, skip: (id: string) => boolean) => {
        into.clear();
        const visit = (id: string) => {
          if (into.has(id) || skip(id) || !APP_MODULE.test(id)) return;
          into.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
      };
      collect(
        ids.filter((id) => /[\\/]src[\\/]boot\.tsx$/.test(id)),
        bootModules,
        () => false,
      );
      const home = ids.filter((id) => HOME_ROUTE.test(id)).flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      collect(home, homeModules, (id) => bootModules.has(id) || lazy.has(id));
      collect(
        ids.filter((id) => STORE_CARD.test(id)),
        cardModules,
        (id) => bootModules.has(id) || homeModules.has(id) || lazy.has(id),
      );
      cardModules.forEach((id) => !STORE_CARD.test(id) && homeModules.add(id));
      const pages = ids.filter((id) => PAGE_ROOTS.test(id)).flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      collect(pages, pageModules, (id) => bootModules.has(id) || homeModules.has(id) || lazy.has(id));
    },
  };
}

/** Static Panda `css()` calls become their class strings at build (tests/tools/static-css.ts). */
function staticCss(): Plugin {
  let lookup: PandaLookup;
  return {
    name: 'static-css',
    enforce: 'pre',
    apply: 'build',
    async buildStart() {
      lookup = await loadPandaLookup(import.meta.dirname);
    },
    transform: {
      filter: { id: /\/(src|machines)\/[^?]*\.tsx?(\?|$)/ },
      handler(code, id) {
        const out = inlineStaticCss(code, id.split('?')[0]!, lookup);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}

// Order matters: the router plugin splits route files before React and the Lingui macro transform see them.
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    staticCss(),
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
      // A build ships the machines without their descriptions (documentation the tests and diagrams read).
      plugins: ['@lingui/babel-plugin-lingui-macro', ...(command === 'build' ? [dropMachineDescriptions] : [])],
    }),
    lingui(),
    catalogueHints(),
    moduleGroups(),
    bootGraph(),
    precompress(),
  ],
  // Panda bundles its own postcss copy; its plugin object is compatible at run time.
  css: { postcss: { plugins: [pandacss({ configPath: './panda.config.ts' }) as never] } },
  // The server renderer (dist-ssr/) needs no copy of public/: the browser's build serves it.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // The first load's chunks are fetched after the first paint. main.tsx imports React's chunk first and the
    // app's (the boot group) last, each evaluated in a task of its own; React's import preloads them all, the
    // libraries first, so the later imports wait for no request. A lazy chunk's import preloads only what
    // boot's imports have not loaded already (bootGraph()).
    modulePreload: {
      // Every browser the storefront targets preloads modules itself (Safari 17, Firefox 115); one without it
      // still loads them, when imported. The polyfill was 0.4 KB gzip of the entry.
      polyfill: false,
      resolveDependencies: (file, deps) => {
        if (file === loadedByBoot.react)
          return [
            ...new Set([
              ...deps,
              ...[...loadedByBoot.chunks].filter((c) => LIBRARY_CHUNK.test(c)),
              ...loadedByBoot.laterFacades,
              ...loadedByBoot.chunks,
            ]),
          ].filter((c) => c && !loadedByBoot.entries.has(c));
        return BOOT_CHUNK.test(file)
          ? deps.filter((dep) => LIBRARY_CHUNK.test(dep))
          : loadedByBoot.entries.has(file)
            ? deps
            : deps.filter((dep) => !loadedByBoot.chunks.has(dep));
      },
    },
    // The libraries every page runs go as three chunks (LIBRARY_GROUPS), the app's first-load modules as one
    // (BOOT_GROUP), what /home shares with other pages as one (SHOP_GROUP) and what the store and product
    // pages add as one (PAGE_GROUP): a few well-sized requests instead of dozens of small ones, each a round
    // trip on a phone's network (issue 15). Everything else splits as imported.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [...LIBRARY_GROUPS, BOOT_GROUP, PRELOAD_HELPER_GROUP, SHOP_GROUP, PAGE_GROUP],
            },
          },
        },
  },
  server: { port: 5173 },
  test: {
    // Vitest leaves a core free by default: on CI's two cores that ran the files one at a time (305 s, half
    // the CPU idle; 209 s with both).
    maxWorkers: availableParallelism(),
    // The edge tests start the reference server in a hook: 10 s (the default) ran out once at load average 16.
    hookTimeout: 30_000,
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
          include: [
            'tests/machines/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/tools/**/*.test.ts',
          ],
        },
      },
    ],
  },
}));
