/**
 * React and its renderer, evaluated first and in a task of their own (main.tsx): with the other libraries
 * (src/libraries.ts) they were one task of about 50 ms here, 200 ms at a phone's speed (issue 15).
 */
export * as ReactDomClient from 'react-dom/client';
