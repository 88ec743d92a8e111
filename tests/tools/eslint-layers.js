/**
 * The one-way import rule of docs/design.md: routes → features → (flows, ui, api, domain, machines, i18n);
 * machines → domain; no feature imports another feature; app (the edge) may import anything below it.
 * The reference server has its own stack (server/README.md Layout), one layer per folder: the assembly →
 * routes → handlers → request → services → format → catalog → http → db, with seed beside the assembly;
 * nothing but the assembly imports a route module. Any server layer may use the storefront's pure domain.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which layer a file belongs to, and for features, which feature. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server') return serverLayerOf(rel.slice(1));
  if (rel[0] === 'machines') return { layer: 'machines' };
  if (rel[0] !== 'src') return null;
  const top = rel[1];
  if (top === 'features') return { layer: 'features', feature: rel[2] };
  if (['app', 'routes', 'ui', 'api', 'domain', 'i18n', 'flows'].includes(top)) return { layer: top };
  if (top === 'main.tsx') return { layer: 'app' };
  if (top === 'routeTree.gen.ts') return { layer: 'app' };
  return null;
}

/** The entry points and the app assembly. */
const SERVER_ASSEMBLY = ['main.ts', 'app.ts', 'mount.ts', 'reset.ts', 'bench.ts', 'ssr/standalone.ts'];
const SERVER_FOLDERS = ['routes', 'handlers', 'request', 'seed', 'ssr', 'services', 'format', 'catalog', 'http', 'db'];

function serverLayerOf(rel) {
  if (SERVER_ASSEMBLY.includes(rel.join('/'))) return { layer: 'server' };
  if (rel.length > 1 && SERVER_FOLDERS.includes(rel[0])) return { layer: `server/${rel[0]}` };
  return null;
}

const server = (...folders) => [...folders.map((f) => `server/${f}`), 'domain'];

const allowed = {
  server: ['server', ...server(...SERVER_FOLDERS)],
  // A route module is a table of paths and handlers that only the assembly mounts; what two routes share
  // lives in handlers/ or below.
  'server/routes': server('handlers', 'request', 'services', 'ssr', 'format', 'catalog', 'http'),
  'server/handlers': server('handlers', 'request', 'services', 'format', 'catalog', 'http'),
  // Who is calling and what every handler receives (deps, access rules, idempotency): above the services
  // they resolve the caller with.
  'server/request': server('request', 'services', 'format', 'catalog', 'http', 'db'),
  // Demo data goes in through the services' own rules; only the assembly and reset seed.
  'server/seed': server('seed', 'services', 'format', 'catalog', 'http', 'db'),
  'server/ssr': server('ssr', 'http'),
  'server/services': server('services', 'format', 'catalog', 'http', 'db'),
  'server/format': server('format', 'catalog', 'http'),
  'server/catalog': server('catalog', 'http', 'db'),
  'server/http': server('http'),
  'server/db': server('db'),
  app: ['app', 'routes', 'features', 'flows', 'ui', 'api', 'domain', 'machines', 'i18n'],
  routes: ['routes', 'features', 'flows', 'ui', 'api', 'domain', 'machines', 'i18n'],
  features: ['features', 'flows', 'ui', 'api', 'domain', 'machines', 'i18n'],
  // React contexts of app-wide flow actors (cart, session…), so one feature can send to a flow another feature shows.
  flows: ['flows', 'domain', 'machines'],
  ui: ['ui', 'domain', 'i18n'],
  api: ['api', 'domain'],
  i18n: ['i18n', 'domain'],
  domain: ['domain'],
  machines: ['machines', 'domain'],
};

/** Server layers that may hold SQL: the services (named for what they do), the db layer and the seed. */
const SQL_LAYERS = ['server/services', 'server/db', 'server/seed'];
// A statement as written in this codebase: upper-case keywords, the way SQLite text differs from prose.
const SQL_TEXT =
  /\b(SELECT\s[\s\S]*?\sFROM\s|INSERT\s+(OR\s+[A-Z]+\s+)?INTO\s|UPDATE\s+(OR\s+[A-Z]+\s+)?\w+\s+SET\s|DELETE\s+FROM\s|CREATE\s+(TABLE|INDEX)\s|PRAGMA\s)/;

/** The text of a string or template literal (a template's literal parts), else null. */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  return null;
}

export const layers = {
  rules: {
    // server/README.md Layout: routes parse, call a service and answer; the SQL lives in a service named
    // for what it does (or the db layer), so a query has one home and one place to change.
    'sql-in-services': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          prepare:
            'Statements are prepared in server/services or server/db only (server/README.md Layout): move this into a service named for what it does.',
          text: 'SQL text belongs in server/services or server/db (server/README.md Layout): move this statement into a service named for what it does.',
        },
      },
      create(context) {
        const from = layerOf(context.filename);
        if (!from || !from.layer.startsWith('server') || SQL_LAYERS.includes(from.layer)) return {};
        const text = (node) => {
          const t = literalText(node);
          if (t !== null && SQL_TEXT.test(t)) context.report({ node, messageId: 'text' });
        };
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (
              callee.type === 'MemberExpression' &&
              !callee.computed &&
              ['prepare', 'pragma'].includes(callee.property.name)
            )
              context.report({ node, messageId: 'prepare' });
          },
          Literal: text,
          TemplateLiteral: text,
        };
      },
    },
    'one-way': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { wrong: '{{from}} may not import {{to}} (docs/design.md: imports go one way).' },
      },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = layerOf(path.resolve(path.dirname(context.filename), source));
          if (!target) return;
          const ok =
            allowed[from.layer]?.includes(target.layer) &&
            !(from.layer === 'features' && target.layer === 'features' && from.feature !== target.feature);
          if (!ok) {
            const name = (l) => (l.feature ? `features/${l.feature}` : l.layer);
            context.report({ node, messageId: 'wrong', data: { from: name(from), to: name(target) } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
