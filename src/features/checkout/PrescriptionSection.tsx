import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { isPrescriptionFormat, MAX_PRESCRIPTIONS } from '../../../machines/checkout/checkout.rules';
import { alertText, mutedText, Section } from './Section';

const thumbClass = css({
  boxSize: '18',
  objectFit: 'cover',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
});

/** core §5 / acc §5: prescription images for a pharmacy order (jpeg, png, jpg, gif; at most 3). */
export function PrescriptionSection({
  files: kept,
  onChange,
}: {
  files: readonly unknown[];
  onChange(files: File[]): void;
}) {
  // The draft holds the picked images opaquely (the machine runs without a browser): here they are Files.
  const files = useMemo(() => kept.filter((f): f is File => typeof File !== 'undefined' && f instanceof File), [kept]);
  const { t } = useLingui();
  const [error, setError] = useState<'format' | 'max' | null>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return (
    <Section title={<Trans>Prescription</Trans>} testId="checkout-prescription">
      <p className={mutedText}>
        <Trans>An item in your order needs a prescription. Upload up to 3 images (JPG, PNG, JPEG or GIF).</Trans>
      </p>
      {files.length ? (
        <ul className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {files.map((f, i) => (
            <li key={urls[i]} className={css({ position: 'relative' })}>
              <img src={urls[i]} alt={f.name} width={72} height={72} className={thumbClass} />
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t`Remove ${f.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className={button({ variant: 'outline' })}>
        <Trans>Upload prescription</Trans>
        <input
          type="file"
          accept="image/jpeg,image/png,image/jpg,image/gif"
          multiple
          className={css({ srOnly: true })}
          data-testid="prescription-input"
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = '';
            if (picked.some((f) => !isPrescriptionFormat(f))) {
              setError('format');
              return;
            }
            if (files.length + picked.length > MAX_PRESCRIPTIONS) {
              setError('max');
              return;
            }
            setError(null);
            onChange([...files, ...picked]);
          }}
        />
      </label>
      {error ? (
        <p className={alertText} role="alert" data-testid="prescription-error">
          {error === 'format' ? (
            <Trans>This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.</Trans>
          ) : (
            <Trans>Maximum 3 images can be send at a time.</Trans>
          )}
        </p>
      ) : null}
    </Section>
  );
}
