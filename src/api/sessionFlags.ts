import type { SessionFlag } from './storage';

/**
 * Marks for the next page load of this tab (session storage, keys in storage.ts SESSION_FLAGS): a reload
 * that follows a language or location change says so once. Blocked storage (private mode, a sandboxed frame)
 * only loses the message, so every access is guarded.
 */
export function readSessionFlag(flag: SessionFlag): string | null {
  try {
    return sessionStorage.getItem(flag);
  } catch {
    return null;
  }
}

export function setSessionFlag(flag: SessionFlag, value: string) {
  try {
    sessionStorage.setItem(flag, value);
  } catch {
    // The reloaded page will not announce the change; nothing else depends on it.
  }
}

export function clearSessionFlag(flag: SessionFlag) {
  try {
    sessionStorage.removeItem(flag);
  } catch {
    // As above.
  }
}
