/**
 * The libraries' chunk besides React (src/libraries-react.ts), evaluated on its own before the app's
 * (main.tsx): loading the app evaluates every module it imports in one task, and evaluating the libraries
 * first splits that task up (issue 15: no long task at load). Each module is still evaluated once.
 */
export * as ReactRouter from '@tanstack/react-router';
export * as ReactQuery from '@tanstack/react-query';
export * as XState from 'xstate';
