/* global fetch, Buffer, Element */
// The platform's own web client (2.3.1) orders every way on our reference server, through its own screens:
// a signed-in customer (a) places a prescription order with an image at HealthPlus Pharmacy (the store's
// "Prescription Order" button), (b) places an order paid offline (Bank Transfer) and sends the proof's
// fields, and (c) opens the support chat from the inbox, sends a message and sees the support agent's
// scripted answer. Each step then reads back what the client shows (my orders, the order's details).
// Not part of npm test: set up as docs/platform-client.md says, then, on a fresh database,
//   API=http://127.0.0.1:4471 WEB=http://127.0.0.1:4473 node tests/tools/platform-client/orders-every-way.mjs
// Screenshots go to ./shots (run it from .tmp/). ONLY=sign-in,chat-send runs a few steps.
import { openClient, seedStorage, step, report, API, WEB } from './client-driver.mjs';
import { closeReviewPromptWhenShown } from './journey-all-act.mjs';
import { signIn, prescriptionSteps } from './orders-every-way-steps.mjs';
import { offlineSteps, chatSteps } from './orders-every-way-more.mjs';

// A 2×2 red PNG: what the client uploads as the prescription's photo.
export const PRESCRIPTION_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const modules = await (await fetch(`${API}/api/v1/module`)).json();
const byType = (t) => modules.find((m) => m.module_type === t);
const run = await openClient();
const ctx = { page: run.page, WEB, API, byType, memo: {}, png: PRESCRIPTION_PNG };
await closeReviewPromptWhenShown(run.page);
// The client's chat scrolls with `useEffect(() => el.scrollIntoView(...))`, returning scrollIntoView's value as
// the effect's cleanup. Chromium 156 answers a Promise there (older browsers undefined), so React calls the
// Promise at the next render and the page dies ("t is not a function"): the client's own bug, on any backend.
// The driver gives the client the older browser's undefined; KEEP_SCROLL_PROMISE=1 shows the crash.
if (!process.env.KEEP_SCROLL_PROMISE)
  await run.page.addInitScript(() => {
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (...args) {
      scroll.apply(this, args);
    };
  });
await seedStorage(run.page, byType('pharmacy'));

const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
const all = [signIn, ...prescriptionSteps, ...offlineSteps, ...chatSteps];
const outcomes = [];
for (const s of all) {
  if (only && !only.has(s.name) && s.name !== 'sign-in') continue;
  outcomes.push([s.name, await step(run, s.name, () => s.run(ctx))]);
}
console.log('\nsummary:');
for (const [name, outcome] of outcomes)
  console.log(`  ${outcome.startsWith('FAIL') ? 'failed' : 'done  '} ${name}: ${outcome}`);
report(run);
await run.browser.close();
