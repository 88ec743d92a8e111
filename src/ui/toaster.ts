/**
 * The one toaster of the app: machines' notify actions and views both post here. Our own small store
 * (a few hundred bytes) rather than a toast component library, because toasts are in the first load.
 */
export type ToastKind = 'success' | 'error' | 'info';

/** A toast's one button besides Close: the step the message points to (a guest's "Sign In"). */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

const MAX_TOASTS = 4;
let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function dismiss(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/**
 * Shows a message. A toast with the same id, or the same kind and text still on screen, is replaced and its
 * time starts again: one toast per event, never a pile of repeats.
 */
export function notify(kind: ToastKind, message: string, id?: string, action?: ToastAction) {
  if (!message) return;
  const key = id ?? toasts.find((t) => t.kind === kind && t.message === message)?.id ?? `toast-${++counter}`;
  clearTimeout(timers.get(key));
  const rest = toasts.filter((t) => t.id !== key);
  toasts = [...rest, { id: key, kind, message, ...(action ? { action } : {}) }].slice(-MAX_TOASTS);
  timers.set(
    key,
    setTimeout(() => dismiss(key), kind === 'error' ? 6000 : 4000),
  );
  emit();
}
