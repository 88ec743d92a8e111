import type { DehydratedState } from '@tanstack/react-query';
import type { ShoppingScope } from '../api/scope';
import type { ThemeMode } from '../domain/theme';

/** What a server render hands the browser (issue 15): read by main.tsx before it hydrates. */
export interface SsrState {
  lang: string;
  theme: ThemeMode | null;
  /** The scope the markup was rendered with: the hydrating render reads it too. */
  scope: ShoppingScope;
  queries: DehydratedState;
  /** The lazy flows the markup used (appProps.ts loadedFlows). */
  flows: string[];
}

export const SSR_STATE_ID = 'ssr-state';

export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
