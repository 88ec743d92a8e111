import { createContext, useContext, type Context } from 'react';

/**
 * The one way a flow (an actor, its lazy holder, or provided machines) reaches views: the edge in src/app
 * provides the context, views read it through the hook, and a view mounted outside the provider fails loudly
 * with the context's name instead of running with no flow.
 */
export function flowContext<T>(name: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  const useFlow = (): T => {
    const value = useContext(context);
    if (!value) throw new Error(`${name} is missing`);
    return value;
  };
  return [context, useFlow];
}
