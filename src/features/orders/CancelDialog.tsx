import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { cancellationReasonsQuery } from '../../api/queries/orders';
import { DialogActions, FormDialog } from '../../ui/FormDialog';

export interface CancelDialogProps {
  reason: string;
  busy: boolean;
  onReason: (reason: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** more §10 cancel: the platform's cancellation reasons; Submit needs one. */
export function CancelDialog({ reason, busy, onReason, onSubmit, onClose }: CancelDialogProps) {
  const { t } = useLingui();
  const reasons = useQuery(cancellationReasonsQuery());
  return (
    <FormDialog
      testId="cancel-dialog"
      title={<Trans>Cancel this order?</Trans>}
      description={<Trans>Tell us why you are cancelling.</Trans>}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <fieldset className={css({ stack: '2', maxHeight: '300px', overflowY: 'auto' })}>
        <legend className={css({ srOnly: true })}>{t`Cancellation reason`}</legend>
        {(reasons.data ?? []).map((r) => (
          <label key={r.id} className={css({ cluster: '2', minHeight: '9', cursor: 'pointer' })}>
            <input
              type="radio"
              name="reason"
              value={r.reason}
              checked={reason === r.reason}
              onChange={() => onReason(r.reason)}
            />
            {r.reason}
          </label>
        ))}
      </fieldset>
      <DialogActions
        cancelLabel={<Trans>Keep the order</Trans>}
        onCancel={onClose}
        submitLabel={<Trans>Cancel order</Trans>}
        variant="danger"
        disabled={!reason}
        busy={busy}
      />
    </FormDialog>
  );
}
