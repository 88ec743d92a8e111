import type { ESLint } from 'eslint';
export declare const layers: ESLint.Plugin;
