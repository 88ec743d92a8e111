import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { DialogBackdrop, DialogContent, DialogPositioner, DialogRoot, DialogTitle } from '../../ui/Dialog';
import { useAccountActors } from './accountActors';

/** acc §2: "Are you sure you want to logout?" */
export default function LogoutDialog() {
  const { logout } = useAccountActors();
  return (
    <DialogRoot open role="alertdialog" onOpenChange={(d) => !d.open && logout.send({ type: 'logout.cancel' })}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="logout-dialog">
            <DialogTitle>
              <Trans>Are you sure you want to logout?</Trans>
            </DialogTitle>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => logout.send({ type: 'logout.cancel' })}>
                <Trans>No</Trans>
              </button>
              <button type="button" className={button()} onClick={() => logout.send({ type: 'logout.confirm' })}>
                <Trans>Yes</Trans>
              </button>
            </div>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
