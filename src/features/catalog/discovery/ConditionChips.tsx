import { css, cx } from '../../../../styled-system/css';
import { chipClass } from '../../../ui/surfaces';
import type { CommonCondition } from '../../../api/types';

// The row scrolls sideways: a chip keeps its width.
const chip = (on: boolean) => cx(chipClass(on), css({ flexShrink: 0 }));

/** One chip per condition; the chosen one pressed. The row scrolls sideways inside itself, never the page. */
export function ConditionChips({
  conditions,
  value,
  onChange,
  label,
}: {
  conditions: CommonCondition[];
  value: number;
  onChange: (id: number) => void;
  label: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', maxWidth: 'full' })}
    >
      {conditions.map((c) => (
        <button
          key={c.id}
          type="button"
          className={chip(c.id === value)}
          aria-pressed={c.id === value}
          onClick={() => onChange(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
