import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '../tools/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4399);
const executablePath = (await findChromium()) ?? undefined;
// The build the servers serve (tests/tools/e2e-server.mjs), for the spec that starts a standalone renderer on it.
process.env.E2E_BUILD = join(import.meta.dirname, `../../.tmp/e2e-${port}/dist`);

/**
 * CI splits the spec files between two servers, each with its own database, and runs one worker on each, so
 * no two tests ever share a server's state while the suite takes about half the time. The first server
 * builds; the second serves that build. Locally one server (E2E_SERVERS=2 to try the split).
 */
const servers = Number(process.env.E2E_SERVERS ?? (process.env.CI ? 2 : 1));
// Seconds each spec's tests took in a whole CI=true run on this 2-core machine (tests/e2e/measured-seconds.json,
// written by `node tests/tools/e2e-seconds.mjs < run.log`); file size is a poor stand-in. A spec not listed
// counts 1 s per 200 bytes.
const MEASURED_SECONDS = JSON.parse(readFileSync(join(import.meta.dirname, 'measured-seconds.json'), 'utf8')) as Record<
  string,
  number
>;
const specs = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => ({ f, seconds: MEASURED_SECONDS[f] ?? statSync(join(import.meta.dirname, f)).size / 200 }))
  .sort((a, b) => b.seconds - a.seconds || a.f.localeCompare(b.f));
// Longest first, each spec to the lighter shard.
const shards: { files: string[]; seconds: number }[] = Array.from({ length: servers }, () => ({
  files: [],
  seconds: 0,
}));
for (const s of specs) {
  const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.files.push(s.f);
  lightest.seconds += s.seconds;
}
const projects: PlaywrightTestConfig['projects'] =
  servers > 1
    ? shards.map((shard, i) => ({
        name: `server-${i + 1}`,
        testMatch: shard.files,
        workers: 1,
        use: { baseURL: `http://localhost:${port + i}` },
      }))
    : undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: servers,
  ...(projects ? { projects } : {}),
  retries: process.env.CI ? 1 : 0,
  // Generous: the suite must hold on a busy 2-core machine; waits end as soon as the page shows what is awaited.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: `../../.tmp/e2e-${port}/results`,
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS },
    // Recording a trace costs a fifth of the suite's CPU (screencast frames, snapshots), and CI runs close to
    // its 30 minutes: there a failing test is traced on its retry; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Tests that hold or rewrite API answers (page.route) need every request to come from the page itself;
    // the service worker's own spec (transport.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  webServer: Array.from({ length: servers }, (_, i) => ({
    command: `node tests/tools/e2e-server.mjs`,
    cwd: '../..',
    url: `http://localhost:${port + i}/robots.txt`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port + i),
      ...(i > 0 ? { E2E_DIST: join(import.meta.dirname, `../../.tmp/e2e-${port}/dist`) } : {}),
    },
    stdout: 'pipe' as const,
  })),
});
