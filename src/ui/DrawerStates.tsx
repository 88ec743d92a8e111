import { css } from '../../styled-system/css';
import { loadingSpinner } from './loadingSpinner';

/**
 * A drawer's list while it loads (the rental cart, the wishlist): the ring, centred, announced by the caller's label (the label stays in the
 * feature's message catalogue, which its drawer loads anyway).
 */
export function DrawerLoading({ label }: { label: string }) {
  return (
    <div className={css({ py: '12', display: 'flex', justifyContent: 'center' })} role="status" aria-label={label}>
      <span className={loadingSpinner} />
    </div>
  );
}

/** A drawer with nothing in it: its words and the way on fill the drawer, centred. */
export const drawerEmptyClass = css({
  flex: '1',
  stack: '3',
  alignItems: 'center',
  justifyContent: 'center',
  p: '6',
  textAlign: 'center',
});
