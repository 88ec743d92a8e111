/**
 * The router, evaluated in a task of its own between React's (src/libraries-react.ts) and the other
 * libraries' (src/libraries.ts), by main.tsx: together with them it was one task of about 25 ms here,
 * 100 ms at a phone's speed (issue 15).
 */
export * as ReactRouter from '@tanstack/react-router';
