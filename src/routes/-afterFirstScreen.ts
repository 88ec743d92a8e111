/**
 * The shell's parts below or beside every first screen (footer with the maintenance page and cookie notice,
 * the wide screens' top bar and main navigation, the header's links, the phone's bottom bar): one lazy chunk, one request. As four
 * they were four requests of every first visit, each started while the page hydrates (docs/budgets.md). The leading '-' keeps the router's file generator
 * from taking this file for a route.
 */
export { Footer, MaintenanceGate } from '../features/shell/Footer';
export { TopBarWithCountry as TopBar } from './-topBar';
export { HeaderLinks } from '../features/shell/HeaderLinks';
export { DesktopNav } from '../features/shell/DesktopNav';
export { default as BottomNav } from '../features/bottomnav/BottomNav';
