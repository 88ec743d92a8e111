// Which browser origins may call the API (CORS) and receive the demo identity provider's redirect: the
// server's own origin always, plus STOREFRONT_ORIGINS (comma-separated) or, when that is unset, the
// storefront's Vite dev server. Nothing else: a wildcard would let any site read a signed-in answer.
import type { Context } from 'hono';
import { requestOrigin } from './respond.ts';

export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The configured origins: STOREFRONT_ORIGINS="https://shop.example,https://m.shop.example". */
export function configuredOrigins(env: string | undefined = process.env.STOREFRONT_ORIGINS): string[] {
  if (env === undefined) return DEV_ORIGINS;
  return env
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function originAllowed(origin: string, c: Context, allowed: readonly string[]): boolean {
  if (!origin) return false;
  let own: string | null = null;
  try {
    own = requestOrigin(c);
  } catch {
    own = null;
  }
  return origin === own || allowed.includes(origin);
}
