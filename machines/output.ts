/**
 * The output of the `xstate.done.actor.<id>` event an action or guard runs for. setup() types an action's
 * event as the machine's own events, not the done events of its invokes, so the output is read here, once.
 */
export function doneOutput<T>(event: { type: string; output?: unknown }): T {
  return event.output as T;
}
