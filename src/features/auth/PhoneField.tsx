import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { DIAL_CODES, sanitizePhoneInput } from '../../domain/contact';
import { Field, inputClass } from '../../ui/Field';

interface PhoneFieldProps {
  label: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** acc §5: the country picker is disabled unless country_picker_status is 1. */
  pickerEnabled: boolean;
  value: string;
  onChange: (national: string) => void;
  error?: string | undefined;
  name: string;
}

/** A phone number as a country code and the national digits (acc §5 Phone entry). */
export function PhoneField({ label, dialCode, onDialCodeChange, pickerEnabled, value, onChange, error, name }: PhoneFieldProps) {
  const { t } = useLingui();
  const codes = [...new Set(Object.values(DIAL_CODES))];
  return (
    <Field
      label={label}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(e) => onChange(sanitizePhoneInput(e.target.value))}
      error={error}
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
      dir="ltr"
    />
  );
}
