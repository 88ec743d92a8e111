import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { itemDetailsQuery } from '../../api/queries/catalog';
import { useScope } from '../../api/scope';
import type { ItemRef } from '../../flows/itemView';
import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { CloseIcon } from '../../ui/icons';
import { ProductDetail } from './ProductDetail';

/**
 * The tap's frame paints the dialog with its skeleton; the item (its actor, options, gallery: the bulk of the
 * work, 40–60 ms at 4× CPU) renders in one task right after that paint, even when it is in the cache. (As a
 * deferred value it rendered in 5 ms slices at a transition's priority, which a busy phone stretched out.)
 */
function useAfterPaint<T>(value: T | null): T | null {
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    let timer = 0;
    // A frame callback runs just before that frame paints; the timer's task comes after it.
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setShown(value), 0)));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value]);
  return value === null ? null : shown;
}

/** core §2 Item detail dialog (quick view): loaded lazily, the item fetched by id (campaign items with campaign=1). */
export default function ProductDialog({ item, onClose }: { item: ItemRef; onClose: () => void }) {
  const { t } = useLingui();
  const details = useQuery(itemDetailsQuery(useScope(), String(item.id), item.campaign === true));
  const shown = useAfterPaint(details.data ?? null);
  const path = useRouterState({ select: (s) => decodeURIComponent(s.location.pathname) });
  const store = details.data?.store_details;
  // core §2: the store link is hidden when the dialog opens on that store's own page.
  const onStorePage = Boolean(store) && (path === `/store/${store?.slug}` || path === `/store/${store?.id}`);
  return (
    <DialogRoot open onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner
          className={css({ alignItems: { base: 'flex-end', md: 'center' }, p: { base: '0', md: '4' } })}
        >
          <DialogContent
            className={css({
              maxWidth: { base: 'full', md: '720px' },
              maxHeight: { base: '92dvh', md: '88dvh' },
              overflowY: 'auto',
              borderBottomRadius: { base: '0', md: 'card' },
              p: { base: '4', md: '6' },
            })}
            data-testid="item-dialog"
            aria-label={details.data?.name ?? t`Item details`}
          >
            <DialogTitle className={css({ srOnly: true })}>{details.data?.name ?? t`Item details`}</DialogTitle>
            <DialogCloseTrigger
              className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ zIndex: '2', bg: 'bg.surface' })}`}
              aria-label={t`Close`}
            >
              <CloseIcon />
            </DialogCloseTrigger>
            {shown ? (
              <ProductDetail item={shown} variant="dialog" onDone={onClose} hideStoreLink={onStorePage} />
            ) : details.isError ? (
              <p className={css({ py: '8', textAlign: 'center' })}>
                <Trans>This item could not be found.</Trans>
              </p>
            ) : (
              <div className={css({ stack: '3' })} aria-busy="true">
                <Skeleton className={css({ aspectRatio: '1' })} />
                <Skeleton className={css({ height: '6', width: '70%' })} />
                <Skeleton className={css({ height: '5', width: '30%' })} />
              </div>
            )}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
