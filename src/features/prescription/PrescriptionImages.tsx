import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MAX_PRESCRIPTION_IMAGES, type FileProblem, type PrescriptionImage } from '../../domain/prescription';
import { formSectionClass } from '../../ui/formSection';

const ACCEPT = 'image/jpeg,image/png,image/jpg,image/gif';
let picks = 0;

/** The picked files as the draft keeps them; their type and size are checked by the machine before any upload. */
const asImages = (files: FileList | null): PrescriptionImage[] =>
  [...(files ?? [])].map((file) => ({
    id: `${Date.now().toString(36)}-${(picks++).toString(36)}`,
    name: file.name,
    type: file.type,
    size: file.size,
    file,
  }));

/** Up to 3 prescription images from the camera or the files, each shown with Remove; the reason of a refused pick. */
export function PrescriptionImages(p: {
  images: PrescriptionImage[];
  problem: FileProblem | null;
  disabled: boolean;
  onAdd(images: PrescriptionImage[]): void;
  onRemove(id: string): void;
}) {
  const { t } = useLingui();
  const urls = useMemo(
    () => p.images.map((i) => (i.file instanceof Blob ? URL.createObjectURL(i.file) : '')),
    [p.images],
  );
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  const full = p.images.length >= MAX_PRESCRIPTION_IMAGES;
  const picker = (capture: boolean) => (
    <label className={button({ variant: 'outline' })} aria-disabled={p.disabled || full}>
      {capture ? <Trans>Take a photo</Trans> : <Trans>Choose images</Trans>}
      <input
        type="file"
        accept={ACCEPT}
        multiple={!capture}
        {...(capture ? { capture: 'environment' as const } : {})}
        disabled={p.disabled || full}
        className={css({ srOnly: true })}
        data-testid={capture ? 'prescription-camera' : 'prescription-files'}
        onChange={(e) => {
          const images = asImages(e.target.files);
          e.target.value = '';
          if (images.length) p.onAdd(images);
        }}
      />
    </label>
  );
  return (
    <section className={formSectionClass} aria-labelledby="rx-images">
      <h2 id="rx-images" className={css({ fontWeight: 'bold' })}>
        <Trans>Prescription images</Trans>
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>Up to 3 images, JPG, PNG or GIF, at most 2 MB each.</Trans>
      </p>
      {p.images.length ? (
        <ul className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })} aria-label={t`Prescription images`}>
          {p.images.map((img, i) => (
            <li key={img.id} className={css({ stack: '1', alignItems: 'center', width: '20' })}>
              {urls[i] ? (
                <img
                  src={urls[i]}
                  alt={img.name}
                  width={80}
                  height={80}
                  className={css({ width: '20', height: '20', objectFit: 'cover', borderRadius: 'md' })}
                />
              ) : null}
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                onClick={() => p.onRemove(img.id)}
                aria-label={t`Remove ${img.name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {picker(false)}
        {picker(true)}
      </div>
      {p.problem ? (
        <p role="alert" className={css({ color: 'fg.danger' })} data-testid="prescription-file-problem">
          {p.problem === 'format' ? (
            <Trans>This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.</Trans>
          ) : p.problem === 'size' ? (
            <Trans>An image is larger than 2 MB. Please choose a smaller one.</Trans>
          ) : (
            <Trans>Maximum 3 images can be send at a time.</Trans>
          )}
        </p>
      ) : null}
    </section>
  );
}
