import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** core §8: the address and guest-contact forms ask before Reset throws away what was typed. */
export function ResetConfirmDialog({
  testId,
  onCancel,
  onConfirm,
}: {
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      testId={testId}
      title={<Trans>Are you sure, you want to reset?</Trans>}
      cancelLabel={<Trans>No</Trans>}
      confirmLabel={<Trans>Yes</Trans>}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
