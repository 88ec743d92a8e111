import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../tools/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4399);
const executablePath = (await findChromium()) ?? undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node tests/tools/e2e-server.mjs`,
    cwd: '../..',
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { PORT: String(port) },
    stdout: 'pipe',
  },
});
