/** The one call the build-step test makes of Babel (installed with @rolldown/plugin-babel, which ships no types for it). */
declare module '@babel/core' {
  export function transformSync(code: string, options: Record<string, unknown>): { code?: string | null } | null;
}
