import './index.css';

/**
 * The entry is this small on purpose (issue 15): a server-rendered page is readable before any script runs,
 * so the app's code is evaluated only after the browser has painted it; a page the browser draws itself
 * starts at once.
 */
const start = () => void import('./boot').then((m) => m.boot());

if (document.getElementById('ssr-state')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
