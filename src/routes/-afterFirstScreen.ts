/**
 * The shell's parts below or beside every first screen (footer with the maintenance page and cookie notice,
 * the wide screens' top bar and main navigation, the header's links, the phone's bottom bar): one lazy chunk, one request. As four
 * they were four requests of every first visit, each started while the page hydrates (docs/budgets.md). The leading '-' keeps the router's file generator
 * from taking this file for a route.
 */
import { createElement } from 'react';
import ShellTopBar from '../features/shell/TopBar';
import { CountryControl } from '../features/language/CountryControl';

export { Footer, MaintenanceGate } from '../features/shell/Footer';
export { HeaderLinks } from '../features/shell/HeaderLinks';
export { DesktopNav } from '../features/shell/DesktopNav';
export { default as BottomNav } from '../features/bottomnav/BottomNav';

/**
 * The top bar with the language feature's country control: a feature does not import another, so the route
 * side joins them (written without JSX so this file stays a .ts module, which no tool takes for a route).
 */
export function TopBar() {
  return createElement(ShellTopBar, { country: createElement(CountryControl) });
}
