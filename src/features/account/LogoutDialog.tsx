import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAccountActors } from './accountActors';

/** acc §2: "Are you sure you want to logout?" */
export default function LogoutDialog() {
  const { logout } = useAccountActors();
  return (
    <ConfirmDialog
      testId="logout-dialog"
      title={<Trans>Are you sure you want to logout?</Trans>}
      cancelLabel={<Trans>No</Trans>}
      confirmLabel={<Trans>Yes</Trans>}
      onCancel={() => logout.send({ type: 'logout.cancel' })}
      onConfirm={() => logout.send({ type: 'logout.confirm' })}
    />
  );
}
