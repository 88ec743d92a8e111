/**
 * The libraries' chunk besides React's and the router's (src/libraries-react.ts, src/libraries-router.ts), evaluated on its own before the app's
 * (main.tsx): loading the app evaluates every module it imports in one task, and evaluating the libraries
 * first splits that task up (issue 15: no long task at load). Each module is still evaluated once.
 */
export * as ReactQuery from '@tanstack/react-query';
export * as XState from 'xstate';
