/**
 * Makes sure the e2e tests have a Chromium: one that is there, else Debian's package when we are root
 * with apt-get, else Playwright's download; otherwise stops with a message saying how to get one.
 */
import { execSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

const found = await findChromium();
if (found) {
  console.log(`e2e browser: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no browser there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (cmd) => {
  console.log(`$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
try {
  if (isRoot && hasCommand('apt-get')) {
    run('apt-get update -qq');
    run('apt-get install -y -qq chromium');
  } else {
    run('npx playwright install chromium');
  }
} catch {
  // Reported below.
}
const after = await findChromium();
if (after) {
  console.log(`e2e browser: ${after}`);
  process.exit(0);
}
console.error(
  'No Chromium for the e2e tests. Install one of:\n' +
    '  - Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)\n' +
    '  - anywhere with internet: npx playwright install chromium\n' +
    '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}
