/**
 * One filter for QA and the browser: which flows run model-based in Chromium (and in which spec), and which of
 * their covering paths a browser cannot play, with the reason. `npm run paths` prints the same verdict on each
 * path that the e2e specs use to pick theirs (`browserPaths`), so a path is either played or marked machine-only.
 */
import { catalog } from '../../machines/catalog';
import { coveringPaths, type ModelPath } from './model';

export interface BrowserRun {
  /** The spec that plays the flow's paths. */
  spec: string;
  /** Why a path cannot be played in a browser; null when it can. */
  machineOnly?: (path: ModelPath) => string | null;
}

const events = (path: ModelPath) => path.steps.map((s) => s.event as { type: string } & Record<string, any>);

export const browserRuns: Record<string, BrowserRun> = {
  addToCart: {
    spec: 'tests/e2e/model-cart.spec.ts',
    machineOnly: (path) => {
      const adds = events(path).filter((e) => e.type === 'cart.add');
      if (!adds.length) return 'a late cart answer with no add under way: nothing a customer can see';
      if (new Set(adds.map((e) => e.item?.module_id)).size > 1)
        return 'items of two modules in one flow: no page shows both';
      return null;
    },
  },
  checkoutGating: {
    spec: 'tests/e2e/model-cart.spec.ts',
    machineOnly: (path) => {
      const facts = events(path)
        .filter((e) => e.type === 'checkout.proceed')
        .map((e) => JSON.stringify(e));
      return new Set(facts).size > 1
        ? 'its proceeds need two different customers (cart lines, sign-in, guest checkout)'
        : null;
    },
  },
  languageChange: { spec: 'tests/e2e/model-language-theme.spec.ts' },
  theme: { spec: 'tests/e2e/model-language-theme.spec.ts' },
  moduleChoice: {
    spec: 'tests/e2e/location-modules.spec.ts',
    machineOnly: (path) =>
      events(path).some((e) => e.type === 'module.wish' || e.type === 'module.offer')
        ? "/home's offer is the zone's own module list, which a path's sample list cannot set; landing-tiles.spec.ts and location.spec.ts play the tiles and /home's popup"
        : null,
  },
  loginMethod: { spec: 'tests/e2e/model-auth.spec.ts' },
  otp: { spec: 'tests/e2e/model-auth.spec.ts' },
  forgotPassword: { spec: 'tests/e2e/model-auth.spec.ts' },
  login: {
    spec: 'tests/e2e/model-login.spec.ts',
    machineOnly: (path) => {
      const settings = new Set(
        events(path)
          .filter((e) => e.type === 'auth.open')
          .map((e) => JSON.stringify(e.settings)),
      );
      return settings.size > 1 ? 'its sign-ins need two different configs (firebase, verification) in one visit' : null;
    },
  },
};

/** Why this path of this machine is not played in a browser, or null when a browser run plays it. */
export function machineOnlyReason(id: string, path: ModelPath): string | null {
  const run = browserRuns[id];
  if (!run) return `no model-based browser run for this flow; tests/machines checks every state of it`;
  return run.machineOnly?.(path) ?? null;
}

/** The covering paths a browser run plays (the ones `npm run paths` does not mark machine-only). */
export function browserPaths(id: string): ModelPath[] {
  const entry = catalog[id];
  if (!entry) throw new Error(`no machine ${id} in the catalogue`);
  return coveringPaths(entry).filter((p) => machineOnlyReason(id, p) === null);
}
