import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { DIAL_CODES, sanitizePhoneInput } from '../../domain/contact';
import { Field, inputClass } from '../../ui/Field';

interface PhoneInputProps {
  label: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** acc §5 Phone entry: the country picker works only when country_picker_status is 1. */
  pickerEnabled: boolean;
  value: string;
  onChange: (national: string) => void;
  error?: string | undefined;
  name: string;
  testId: string;
}

/** The contact number: a country code and the national digits (acc §5 Phone entry). */
export function PhoneInput({ label, dialCode, onDialCodeChange, pickerEnabled, value, onChange, error, name, testId }: PhoneInputProps) {
  const { t } = useLingui();
  const codes = [...new Set([dialCode, ...Object.values(DIAL_CODES)])];
  return (
    <Field
      label={label}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(sanitizePhoneInput(e.target.value))}
      error={error}
      dir="ltr"
      addon={
        <select
          aria-label={t`Country code`}
          className={`${inputClass} ${css({ width: '24', flexShrink: 0 })}`}
          value={dialCode}
          disabled={!pickerEnabled}
          onChange={(e) => onDialCodeChange(e.target.value)}
          dir="ltr"
        >
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      }
    />
  );
}
