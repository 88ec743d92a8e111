import { useId, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';

const cardClass = css({ stack: '3', p: '4', layerStyle: 'surface', borderRadius: 'card' });

export interface PromptCardProps {
  /** The question, the card's heading and its region's name. */
  title: ReactNode;
  /** Why it is asked. */
  text: ReactNode;
  accept: ReactNode;
  decline: ReactNode;
  /** While the answer is acted on: both buttons wait. */
  busy: boolean;
  onAccept(): void;
  onDecline(): void;
  testId?: string;
}

/** A card that asks the customer one thing in passing, with a yes and a "not now" (the home's push ask). */
export function PromptCard({ title, text, accept, decline, busy, onAccept, onDecline, testId }: PromptCardProps) {
  const titleId = useId();
  return (
    <section className={cardClass} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {title}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text}</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button type="button" className={button()} disabled={busy} aria-busy={busy} onClick={onAccept}>
          {accept}
        </button>
        <button type="button" className={button({ variant: 'ghost' })} disabled={busy} onClick={onDecline}>
          {decline}
        </button>
      </div>
    </section>
  );
}
