#!/usr/bin/env node
/**
 * Writes tests/e2e/measured-seconds.json from the list reporter's output of a whole e2e run
 * (`node tests/tools/e2e-seconds.mjs < run.log`): the seconds each spec file's tests took, retries included,
 * which playwright.config.ts uses to split the spec files between the two servers of a CI run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The reporter's colours (ESC [ … m) are dropped first.
const log = readFileSync(0, 'utf8').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const seconds = {};
for (const line of log.split('\n')) {
  // A skipped test (screenshots are skipped in CI) costs nothing, but its spec is listed.
  const skipped = /^\s+-\s+\d+ (?:\[[^\]]+\] › )?(?:tests\/e2e\/)?([\w.-]+\.spec\.ts):/.exec(line);
  if (skipped) seconds[skipped[1]] ??= 0;
  const m =
    /^\s+[✓✘]\s+\d+ (?:\[[^\]]+\] › )?(?:tests\/e2e\/)?([\w.-]+\.spec\.ts):.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(
      line,
    );
  if (!m) continue;
  const value = Number(m[2]) * (m[3] === 'ms' ? 0.001 : m[3] === 'm' ? 60 : 1);
  seconds[m[1]] = (seconds[m[1]] ?? 0) + value;
}
if (Object.keys(seconds).length === 0) throw new Error('no test durations found in the log');
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
const out = join(import.meta.dirname, '../e2e/measured-seconds.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} spec files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s in all → ${out}`,
);
