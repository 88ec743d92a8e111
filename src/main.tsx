import './index.css';

/**
 * The entry is this small on purpose (issue 15): a server-rendered page is readable before any script runs,
 * so the app's code is evaluated only after the browser has painted it; a page the browser draws itself
 * starts at once. React, then the other libraries, are evaluated in tasks of their own before the app's
 * modules are, the browser getting its turn between them.
 */
// Not app/yieldToMain: the entry imports nothing, so it runs without waiting for a second request.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () => {
  const app = import('./boot');
  void import('./libraries-react')
    .then(nextTask)
    .then(() => import('./libraries'))
    .then(() => app)
    .then((m) => m.boot());
};

if (document.getElementById('ssr-state')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
