/** /home's rows below a phone's first screen: one lazy chunk, one request (HomeSections.tsx). */
export { default as HomeRow } from './HomeRows';
export { HomeDiscovery } from './HomeDiscovery';
