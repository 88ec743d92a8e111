#!/usr/bin/env node
/**
 * `npm run check`: the project's static checks in two lanes at once (each step is single-threaded, and CI
 * has two cores), then the bundle report, which builds. A lane stops at its first failure; the output of
 * each step is printed whole, with its time, once its lane ends.
 */
import { spawn } from 'node:child_process';

/** The route tree first: `tsc` reads it, and so does the linter beside it. */
const FIRST = ['npx tsx tests/tools/gen-routes.ts'];
const LANES = [
  ['npm run format:check', 'npm run typecheck', 'npm run check:api', 'npm run flows:check'],
  ['npm run lint', 'npm run i18n:check', 'npm run drift -- --enforce'],
];
const LAST = ['npm run bundle:report -- --enforce'];

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ command, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function lane(commands) {
  const results = [];
  for (const command of commands) {
    const result = await run(command);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

function report(results) {
  for (const r of results) {
    process.stdout.write(`\n== ${r.command} (${r.seconds.toFixed(1)} s, exit ${r.code})\n${r.output}`);
  }
  return results.every((r) => r.code === 0);
}

const started = Date.now();
let ok = report(await lane(FIRST));
if (ok) ok = (await Promise.all(LANES.map(lane))).map(report).every(Boolean);
if (ok) ok = report(await lane(LAST));
console.log(`\n== check ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(ok ? 0 : 1);
