import type { ESLint } from 'eslint';
export declare const cycles: ESLint.Plugin;
/** The files `file` imports statically (relative specifiers only). */
export declare function staticImports(file: string, text?: string): string[];
/** The shortest import chain from `file` back to itself, or null. */
export declare function findCycle(file: string, text?: string): string[] | null;
