import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { CartLine } from '../../api/types';
import { useCartLine } from '../../flows/cartLine';
import { useItemView } from '../../flows/itemView';
import { lineAddOns, variationLabels } from '../../domain/cartLine';
import { padQuantity } from '../../domain/stock';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';

const photoClass = css({ width: 'full', height: 'full', objectFit: 'cover' });

export interface CartLineRowProps {
  line: CartLine;
  money: MoneyFormat;
  moduleType: string | null;
  /** What the line costs as the bill counts it (billInput.ts lineTotalsFrom). */
  total: number;
}

const stepper = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'full',
  p: '0.5',
});
const step = button({ variant: 'ghost', size: 'icon' });

/** core §2 Shopping cart drawer, one line: image, name, notes, choices, price and its quantity control. */
export function CartLineRow({ line, money, moduleType, total }: CartLineRowProps) {
  const { t } = useLingui();
  const itemView = useItemView();

  const item = line.item;
  const name = item.name;
  const choices = variationLabels(line.variation, item.choice_options ?? []);
  const addOns = lineAddOns(line).filter((a) => a.name);
  const generic = moduleType === 'pharmacy' && item.generic_name?.length ? item.generic_name.join(', ') : null;
  const campaign = line.item_type?.includes('ItemCampaign') ?? false;

  return (
    <li
      data-testid="cart-line"
      data-item-id={line.item_id}
      className={css({
        display: 'flex',
        gap: '3',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <button
        type="button"
        onClick={() => itemView.open({ id: item.id, slug: item.slug, campaign })}
        aria-label={t`Edit ${name}`}
        className={css({
          flexShrink: 0,
          width: '16',
          height: '16',
          borderRadius: 'lg',
          overflow: 'hidden',
          bg: 'bg.subtle',
          cursor: 'pointer',
        })}
      >
        {item.image_full_url ? (
          <img src={item.image_full_url} alt="" width={64} height={64} loading="lazy" className={photoClass} />
        ) : null}
      </button>
      <div className={css({ flex: '1', minWidth: '0', stack: '1' })}>
        <p className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 2 })}>{name}</p>
        {generic ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{generic}</p> : null}
        {item.is_prescription_required ? (
          <p className={css({ fontSize: 'xs', color: 'fg.danger', fontWeight: 'semibold' })}>
            <Trans>prescription is required</Trans>
          </p>
        ) : null}
        {choices.length || addOns.length ? (
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="cart-line-choices">
            {[...choices, ...addOns.map((a) => `${a.name} × ${a.quantity}`)].join(' · ')}
          </p>
        ) : null}
        <div className={css({ cluster: '2', justifyContent: 'space-between', flexWrap: 'wrap' })}>
          <span className={css({ fontWeight: 'bold', unicodeBidi: 'isolate' })} data-testid="cart-line-price">
            {formatMoney(total, money)}
          </span>
          <LineStepper line={line} name={name} />
        </div>
      </div>
    </li>
  );
}

/** The line's quantity: minus (a bin at one, which removes the line), the quantity, plus; busy while a change is sent. */
function LineStepper({ line, name }: { line: CartLine; name: string }) {
  const { t } = useLingui();
  const { actor, busy } = useCartLine(line);
  const last = line.quantity <= 1;
  return (
    <div className={stepper} role="group" aria-label={t`Quantity of ${name}`} aria-busy={busy}>
      <button
        type="button"
        className={step}
        disabled={busy}
        onClick={() => actor.send({ type: 'cart.line.decrement' })}
        aria-label={last ? t`Remove ${name}` : t`Decrease ${name}`}
        data-testid={last ? 'cart-line-remove' : 'cart-line-minus'}
      >
        {last ? <TrashIcon /> : <MinusIcon />}
      </button>
      <span
        className={css({
          minWidth: '6',
          textAlign: 'center',
          fontWeight: 'semibold',
          fontVariantNumeric: 'tabular-nums',
        })}
        aria-live="polite"
        data-testid="cart-line-quantity"
      >
        {padQuantity(line.quantity)}
      </span>
      <button
        type="button"
        className={step}
        disabled={busy}
        onClick={() => actor.send({ type: 'cart.line.increment' })}
        aria-label={t`Increase ${name}`}
        data-testid="cart-line-plus"
      >
        <PlusIcon />
      </button>
    </div>
  );
}
