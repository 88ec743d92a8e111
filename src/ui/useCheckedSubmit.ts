import { useState, type FormEvent } from 'react';

/**
 * A form's validation gate: no messages until the first submit, then the messages of `check()` as the
 * customer types; `handle(onValid)` is the form's onSubmit and runs onValid only when nothing is wrong.
 */
export function useCheckedSubmit<E extends object>(check: () => E) {
  const [tried, setTried] = useState(false);
  const errors: Partial<E> = tried ? check() : {};
  const handle = (onValid: () => void) => (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(check()).length) return;
    onValid();
  };
  return { errors, handle, reset: () => setTried(false) };
}
