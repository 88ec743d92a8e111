import { use, useSyncExternalStore } from 'react';

/**
 * A flow actor (or provided machine) created the first time something needs it, so its machine and edge
 * code stay out of the first load (docs/budgets.md). The edge passes `load`, which imports both.
 */
export interface LazyActor<T> {
  /** Loads and creates it once; later calls get the same promise. */
  get(): Promise<T>;
  /** It, when already loaded. */
  peek(): T | undefined;
  /**
   * Settles when it has loaded, without loading it. Handlers attached here run before anything sent
   * through `sendTo`, so a view can subscribe to the flow's emitted events before the first event.
   */
  whenLoaded(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function lazyActor<T>(load: () => Promise<T>): LazyActor<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  let markLoaded: (v: T) => void = () => {};
  const loaded = new Promise<T>((resolve) => {
    markLoaded = resolve;
  });
  return {
    get() {
      if (!pending) {
        const p: Promise<T> = load().then(
          (v) => {
            value = v;
            markLoaded(v);
            // React's `use` reads a settled promise at once (no suspense) when it carries these fields.
            Object.assign(p, { status: 'fulfilled', value: v });
            listeners.forEach((l) => l());
            return v;
          },
          (error: unknown) => {
            // A chunk that failed to load may load on the next try.
            pending = undefined;
            throw error;
          },
        );
        pending = p;
      }
      return pending;
    },
    peek: () => value,
    whenLoaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** It once loaded, else undefined (never suspends): for views of the first screen. */
export function useLoaded<T>(lazy: LazyActor<T>): T | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.peek, lazy.peek);
}

/** It, suspending until loaded: for views that only mount after an interaction (dialogs, drawers, pages). */
export function useReady<T>(lazy: LazyActor<T>): T {
  // Always through `use`: a settled promise returns at once, and React sees the same hooks on every render.
  return use(lazy.get());
}

/** Sends to it, loading it first if needed. */
export function sendTo<T extends { send(event: never): void }>(lazy: LazyActor<T>, event: Parameters<T['send']>[0]) {
  void lazy.get().then((actor) => actor.send(event));
}
