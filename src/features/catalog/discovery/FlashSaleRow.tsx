import { useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../../styled-system/css';
import type { FlashSale } from '../../../api/types';
import { Slider } from '../../../ui/Slider';
import { Countdown } from './Countdown';
import { FlashEntryCard } from './FlashEntryCard';
import { flashRowRoom } from './rowRoom';
import { ViewAll } from '../Section';

/** turn4 §3.5 on the module home: the running sale's title, its countdown, its entries and a link to them all. */
export function FlashSaleRow({ sale }: { sale: FlashSale }) {
  const { t } = useLingui();
  const entries = sale.active_products ?? [];
  const title = sale.title || t`Flash sale`;
  return (
    <section className={cx(css({ stack: '3' }), flashRowRoom)} data-testid="flash-sale">
      {/* The countdown sits between the title and the link: on a phone the three wrap. */}
      <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        <Countdown end={sale.end_date} />
        <ViewAll to="/flash-sales" data-testid="flash-sale-view-all" />
      </div>
      <Slider label={title} previousLabel={t`Previous`} nextLabel={t`Next`}>
        {entries.map((e) => (
          <FlashEntryCard key={e.id} entry={e} />
        ))}
      </Slider>
    </section>
  );
}
