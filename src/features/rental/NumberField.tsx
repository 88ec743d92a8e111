import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from '../../ui/Field';
import { label } from './styles';

type Props = { label: ReactNode; 'data-testid'?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className'
>;

/** A labelled number input of the rental forms (trip hours and distance, price bounds): its label above it, tied by id. */
export function NumberField({ label: text, ...input }: Props) {
  const id = useId();
  return (
    <label htmlFor={id} className={label}>
      {text}
      <input id={id} type="number" className={inputClass} {...input} />
    </label>
  );
}
