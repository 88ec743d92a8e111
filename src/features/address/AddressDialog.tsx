import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { DialogCloseButton, DialogDescription, DialogTitle } from '../../ui/Dialog';
import { SheetDialogFrame } from '../../ui/SheetDialogFrame';

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
    <SheetDialogFrame data-testid={testId} className={className} onClose={onDismiss}>
      <DialogTitle className={css({ pe: '10' })}>{title}</DialogTitle>
      {description ? <DialogDescription>{description}</DialogDescription> : null}
      <DialogCloseButton label={t`Close`} />
      {children}
    </SheetDialogFrame>
  );
}
