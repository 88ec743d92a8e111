import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { chip } from './styles';

/**
 * One choice of a rental radio group drawn as a chip: the input is hidden from sight (not from assistive
 * technology) and the chip shows it checked. `testId` names the chip, `inputTestId` the radio itself.
 */
export function ChipRadio({
  name,
  checked,
  onPick,
  value,
  disabled,
  testId,
  inputTestId,
  children,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  value?: string;
  disabled?: boolean;
  testId?: string;
  inputTestId?: string;
  children: ReactNode;
}) {
  return (
    <label className={chip} data-testid={testId}>
      <input
        type="radio"
        name={name}
        value={value}
        className={css({ srOnly: true })}
        checked={checked}
        disabled={disabled}
        onChange={onPick}
        data-testid={inputTestId}
      />
      {children}
    </label>
  );
}
