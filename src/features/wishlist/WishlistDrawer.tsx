import { Tabs } from '@ark-ui/react/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { EndDrawer } from '../../ui/EndDrawer';
import { RemoveDialog } from './RemoveDialog';
import { ItemsPanel, StoresPanel, WishTabList } from './WishlistTabs';
import { useWishlistDrawer } from './useWishlistDrawer';
import { DrawerLoading } from '../../ui/DrawerStates';

/** core §2 Wishlist drawer: from the inline end, 523px, two tabs labelled by module. */
export default function WishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const drawer = useWishlistDrawer(onClose);
  return (
    <EndDrawer
      testId="wishlist-drawer"
      size="wishlist"
      title={<Trans>Wishlist</Trans>}
      closeLabel={t`Close wishlist`}
      onClose={onClose}
      beside={drawer.confirming ? <RemoveDialog actor={drawer.wishlist} /> : null}
    >
      <Tabs.Root
        defaultValue="items"
        lazyMount
        unmountOnExit
        className={css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: '0' })}
      >
        <WishTabList labels={drawer.labels} />
        {drawer.list.isPending ? (
          <DrawerLoading label={t`Loading`} />
        ) : (
          <>
            <ItemsPanel drawer={drawer} />
            <StoresPanel drawer={drawer} />
          </>
        )}
      </Tabs.Root>
    </EndDrawer>
  );
}
