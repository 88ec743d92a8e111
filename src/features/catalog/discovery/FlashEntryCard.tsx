import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../../styled-system/css';
import type { FlashSaleEntry, Item } from '../../../api/types';
import { saleStock } from '../../../domain/flashSale';
import { ProductCard } from '../ProductCard';

/**
 * A flash-sale entry: the item's card (its price is the sale's, as the server charges it: the item comes with
 * the entry's discount) and the sale's stock under it: how many are left, or that the sale's stock is gone.
 */
export function FlashEntryCard({ entry, firstScreen = false }: { entry: FlashSaleEntry; firstScreen?: boolean }) {
  const { t } = useLingui();
  const stock = saleStock(entry);
  return (
    <div
      className={css({ stack: '1.5', height: 'full' })}
      data-testid="flash-entry"
      data-sold-out={stock.soldOut || undefined}
    >
      <div className={css({ position: 'relative', flex: '1' })}>
        <ProductCard item={entry.item as Item} firstScreen={firstScreen} />
        {stock.soldOut ? (
          <span
            className={css({
              position: 'absolute',
              top: '2',
              insetStart: '2',
              px: '2',
              py: '0.5',
              borderRadius: 'full',
              bg: 'fg.default',
              color: 'bg.surface',
              fontSize: 'xs',
              fontWeight: 'bold',
            })}
          >
            <Trans>Sold out</Trans>
          </span>
        ) : null}
      </div>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={stock.total}
        aria-valuenow={stock.sold}
        aria-label={t`Sold ${stock.sold} of ${stock.total}`}
        className={css({ height: '1.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
      >
        <div className={css({ height: 'full', bg: 'accent.default' })} style={{ width: `${stock.soldPercent}%` }} />
      </div>
      <p className={css({ fontSize: 'xs', color: stock.soldOut ? 'fg.danger' : 'fg.muted', fontWeight: 'semibold' })}>
        {stock.soldOut ? (
          <Trans>Sale stock sold out</Trans>
        ) : (
          <Trans>
            {stock.left} left of {stock.total}
          </Trans>
        )}
      </p>
    </div>
  );
}
