import { useQuery } from '@tanstack/react-query';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { cancellationReasonsQuery } from '../../api/queries/orders';
import { DialogBackdrop, DialogContent, DialogDescription, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';

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
    <DialogRoot open onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="cancel-dialog">
            <DialogTitle>
              <Trans>Cancel this order?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Tell us why you are cancelling.</Trans>
            </DialogDescription>
            <form
              className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
            >
              <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxHeight: '300px', overflowY: 'auto' })}>
                <legend className={css({ srOnly: true })}>{t`Cancellation reason`}</legend>
                {(reasons.data ?? []).map((r) => (
                  <label key={r.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', minHeight: '9', cursor: 'pointer' })}>
                    <input type="radio" name="reason" value={r.reason} checked={reason === r.reason} onChange={() => onReason(r.reason)} />
                    {r.reason}
                  </label>
                ))}
              </fieldset>
              <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <button type="button" className={button({ variant: 'outline' })} onClick={onClose}>
                  <Trans>Keep the order</Trans>
                </button>
                <button type="submit" className={button({ variant: 'danger' })} disabled={!reason || busy} aria-busy={busy}>
                  <Trans>Cancel order</Trans>
                </button>
              </div>
            </form>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
