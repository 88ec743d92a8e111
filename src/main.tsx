import './index.css';

/**
 * The entry is this small on purpose (issue 15): a server-rendered page is readable before any script runs,
 * so the app's code is evaluated only after the browser has painted it; a page the browser draws itself
 * starts at once. React, the router, the other libraries and the app are evaluated in tasks of their own, the browser
 * getting its turn between them: importing a chunk evaluates every module it imports that has not run yet,
 * so the app is imported last. All of them are fetched at once with React's chunk (vite.config.ts,
 * `modulePreload`), which only loads them.
 */
// Not app/yieldToMain: the entry imports nothing, so it runs without waiting for a second request.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () =>
  void import('./libraries-react')
    .then(nextTask)
    .then(() => import('./libraries-router'))
    .then(nextTask)
    .then(() => import('./libraries'))
    .then(nextTask)
    .then(() => import('./boot'))
    // Evaluating the app's chunk and starting it were one task: a resolved import continues at once.
    .then((m) => nextTask().then(() => m.boot()));

/**
 * The app's code is fetched and run once the first screen's largest pictures are on screen (src/ui/hero.ts
 * marks them `elementtiming="hero"`; the browser reports when each is painted): its requests and tasks then
 * neither share the network with them nor delay their paint (issue 15: LCP). A picture not painted within a
 * second is not waited for: the page must become usable.
 */
function heroesPainted(): Promise<void> {
  const heroes = document.querySelectorAll('#root img[elementtiming="hero"][src]').length;
  if (
    heroes === 0 ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    let painted = 0;
    const done = () => {
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      painted += list
        .getEntries()
        .filter((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'hero').length;
      if (painted >= heroes) done();
    });
    observer.observe({ type: 'element', buffered: true });
    const cap = setTimeout(done, 1000);
  });
}

if (document.getElementById('ssr-state'))
  void heroesPainted().then(() => requestAnimationFrame(() => setTimeout(start, 0)));
else start();
