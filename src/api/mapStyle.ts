import { API_BASE_URL } from './api';

/**
 * The map style: `VITE_MAP_STYLE_URL` (a real provider's style) wins; else the backend's own `map_style_url`
 * (the reference server names its offline style there); else the reference server's path on the API host.
 */
export function mapStyleUrl(fromConfig: unknown): string {
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  if (configured) return configured;
  if (typeof fromConfig === 'string' && /^https?:\/\//.test(fromConfig)) return fromConfig;
  return `${API_BASE_URL}/map/style.json`;
}
