import { css, cx } from '../../styled-system/css';
import { DialogFrame, type DialogFrameProps } from './Dialog';

/** A sheet rises from the bottom of a phone and is centred from sm up. */
const sheetPositioner = css({ alignItems: { base: 'flex-end', sm: 'center' }, p: { base: '0', sm: '4' } });
/** The sheet scrolls within itself and squares its bottom corners where it meets the screen's edge. */
const sheetContent = css({
  overflowY: 'auto',
  p: { base: '4', sm: '6' },
  gap: '4',
  borderBottomRadius: { base: '0', sm: 'card' },
});

/**
 * A dialog that is a sheet on a phone (the address, saved-address and location dialogs); the caller's
 * className adds only its size. Apart from DialogFrame so the plain dialogs do not carry it.
 */
export function SheetDialogFrame({ className, ...frame }: Omit<DialogFrameProps, 'positionerClassName'>) {
  return <DialogFrame {...frame} positionerClassName={sheetPositioner} className={cx(sheetContent, className)} />;
}
