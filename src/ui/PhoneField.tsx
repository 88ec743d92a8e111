import { useLingui } from '@lingui/react/macro';
import { css } from '../../styled-system/css';
import { DIAL_CODES, isValidPhone, sanitizePhoneInput } from '../domain/contact';
import { Field, inputClass } from './Field';

interface PhoneFieldProps {
  label: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** acc §5 Phone entry: the country picker works only when country_picker_status is 1. */
  pickerEnabled: boolean;
  value: string;
  onChange: (national: string) => void;
  error?: string | undefined;
  name: string;
  testId?: string;
}

/** A phone number as a country code and the national digits (acc §5 Phone entry): sign-in, sign-up, contacts. */
export function PhoneField({
  label,
  dialCode,
  onDialCodeChange,
  pickerEnabled,
  value,
  onChange,
  error,
  name,
  testId,
}: PhoneFieldProps) {
  const { t } = useLingui();
  // A stored number's code stays choosable even when the config's list lacks it.
  const codes = [...new Set([dialCode, ...Object.values(DIAL_CODES)].filter(Boolean))];
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
      // core §8: "Invalid phone number" is logged only; the form's own rules decide what the customer is told.
      onBlur={() => value && !isValidPhone(dialCode, value) && console.warn('Invalid phone number')}
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
