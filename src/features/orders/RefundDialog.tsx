import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { refundReasonsQuery } from '../../api/queries/orders';
import { validateImage } from '../../domain/authForms';
import type { RefundDraft } from '../../../machines/orders/order.machine';
import { DialogActions, FormDialog } from '../../ui/FormDialog';
import { inputClass } from '../../ui/Field';

/** At most three photos go with a refund request (core §5 "Maximum 3 images can be send at a time."). */
const MAX_IMAGES = 3;
const imageErrors = {
  imageFormat: msg`This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.`,
  imageTooLarge: msg`The image must be at most 2 MB`,
  tooManyImages: msg`Maximum 3 images can be send at a time.`,
};

export interface RefundDialogProps {
  busy: boolean;
  onSubmit: (draft: RefundDraft) => void;
  onClose: () => void;
}

/** more §10 refund-request: a reason, a note and photos under acc §5's upload rules. */
export function RefundDialog({ busy, onSubmit, onClose }: RefundDialogProps) {
  const { t, i18n } = useLingui();
  const reasons = useQuery(refundReasonsQuery());
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const addImages = (files: FileList | null) => {
    setImageError(null);
    const chosen = [...(files ?? [])];
    const bad = chosen.map((f) => validateImage(f)).find(Boolean);
    if (bad === 'imageFormat' || bad === 'imageTooLarge') {
      setImageError(i18n._(imageErrors[bad]));
      return;
    }
    const all = [...images, ...chosen];
    // core §5: the first three are kept and the customer is told why the rest were left out.
    if (all.length > MAX_IMAGES) setImageError(i18n._(imageErrors.tooManyImages));
    setImages(all.slice(0, MAX_IMAGES));
  };
  return (
    <FormDialog
      testId="refund-dialog"
      title={<Trans>Request a refund</Trans>}
      description={<Trans>Tell us what went wrong. Photos help us decide faster.</Trans>}
      onClose={onClose}
      onSubmit={() => onSubmit({ reason, note, images })}
    >
      <label className={css({ stack: '1', fontSize: 'sm', fontWeight: 'medium' })}>
        {t`Reason`}
        <select
          className={inputClass}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          name="customer_reason"
          required
        >
          <option value="">{t`Choose a reason`}</option>
          {(reasons.data ?? []).map((r) => (
            <option key={r.id} value={r.reason}>
              {r.reason}
            </option>
          ))}
        </select>
      </label>
      <label className={css({ stack: '1', fontSize: 'sm', fontWeight: 'medium' })}>
        {t`Note (optional)`}
        <textarea
          className={inputClass}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          name="customer_note"
        />
      </label>
      <label className={css({ stack: '1', fontSize: 'sm', fontWeight: 'medium' })}>
        {t`Photos (JPG, PNG, JPEG or GIF, up to 3)`}
        <input
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          multiple
          disabled={images.length >= MAX_IMAGES}
          onChange={(e) => addImages(e.target.files)}
          data-testid="refund-images"
        />
      </label>
      {imageError ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })} data-testid="refund-image-error">
          {imageError}
        </p>
      ) : null}
      {images.length ? (
        <ul className={css({ stack: '1', fontSize: 'sm' })}>
          {images.map((f, i) => (
            <li key={`${f.name}-${i}`} className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
              <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                {f.name}
              </span>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                onClick={() => setImages(images.filter((_, j) => j !== i))}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <DialogActions
        cancelLabel={<Trans>Close</Trans>}
        onCancel={onClose}
        submitLabel={<Trans>Send request</Trans>}
        disabled={!reason}
        busy={busy}
      />
    </FormDialog>
  );
}
