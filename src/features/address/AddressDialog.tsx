import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from '../../ui/Dialog';
import { CloseIcon } from '../../ui/icons';

/**
 * The frame of the address and guest contact modals: a sheet from the bottom on a phone, centred from sm up,
 * with its title, an optional description and the close button. Closing asks the form's machine (onDismiss).
 */
export function AddressDialog({
  testId,
  className,
  title,
  description,
  onDismiss,
  children,
}: {
  testId: string;
  className: string;
  title: ReactNode;
  description?: ReactNode;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <DialogRoot open onOpenChange={(d) => !d.open && onDismiss()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner
          className={css({ alignItems: { base: 'flex-end', sm: 'center' }, p: { base: '0', sm: '4' } })}
        >
          <DialogContent data-testid={testId} className={className}>
            <DialogTitle className={css({ pe: '10' })}>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
            <DialogCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close`}>
              <CloseIcon />
            </DialogCloseTrigger>
            {children}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
