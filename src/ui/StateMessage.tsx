import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

/** A centred column in place of a page's content. */
export const stateMessageClass = css({ textAlign: 'center', py: '8', stack: '3', alignItems: 'center' });
/** The same, quieter: an empty list is not a failure. */
export const mutedStateMessageClass = cx(stateMessageClass, css({ color: 'fg.muted' }));

export interface StateMessageProps {
  /** What happened, one sentence. */
  text: ReactNode;
  /** What the customer can do next: a link or a button. */
  action: ReactNode;
  muted?: boolean;
  /** A failure is announced: the whole block, or only its sentence. */
  alert?: 'block' | 'text';
  testId?: string;
}

/** The empty, failed or not-found state of a page: what happened and the way on (orders, inbox, account). */
export function StateMessage({ text, action, muted = false, alert, testId }: StateMessageProps) {
  return (
    <div
      role={alert === 'block' ? 'alert' : undefined}
      className={muted ? mutedStateMessageClass : stateMessageClass}
      data-testid={testId}
    >
      <p role={alert === 'text' ? 'alert' : undefined}>{text}</p>
      {action}
    </div>
  );
}
