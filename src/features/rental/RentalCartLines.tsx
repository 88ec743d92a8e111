import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons';
import { useCatalogSettings } from '../../api/queries/catalog';
import type { RentalCartLine } from '../../api/queries/rental';
import { formatMoney } from '../../domain/money';
import { supportsType } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { rentalTypeLabels } from './messages';
import { muted, row } from './styles';
/** The cart's vehicles, and which of them do not offer the rental type the customer is switching to. */
export function RentalCartLines({
  lines,
  busy,
  unsupported,
  wanted,
}: {
  lines: RentalCartLine[];
  busy: boolean;
  unsupported: number[];
  wanted: 'hourly' | 'distance_wise' | null;
}) {
  const { cart: actor } = useRentalFlows();
  return (
    <>
      <ul className={css({ stack: '3' })}>
        {lines.map((line) => (
          <LineRow key={line.id} line={line} busy={busy} unsupported={unsupported.includes(line.id)} wanted={wanted} />
        ))}
      </ul>
      {unsupported.length ? (
        <div
          role="alert"
          className={css({ bg: 'red.50', color: 'red.900', borderRadius: 'lg', p: '3', fontSize: 'sm' })}
          data-testid="rental-unsupported"
        >
          <Trans>
            These vehicles do not offer that rental type:{' '}
            {lines
              .filter((l) => unsupported.includes(l.id))
              .map((l) => l.vehicle.name)
              .join(', ')}
            . Remove them, or keep the current type.
          </Trans>
          <button
            type="button"
            className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ ms: '2' })}`}
            onClick={() => actor.send({ type: 'rental.unsupported.dismiss' })}
          >
            <Trans>Keep the current type</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}

function LineRow({
  line,
  busy,
  unsupported,
  wanted,
}: {
  line: RentalCartLine;
  busy: boolean;
  unsupported: boolean;
  wanted: 'hourly' | 'distance_wise' | null;
}) {
  const { t, i18n } = useLingui();
  const { cart: actor } = useRentalFlows();
  const fmt = useCatalogSettings().money;
  const v = line.vehicle;
  const max = v.total_vehicle_count ?? 1;
  const lacks = wanted && !supportsType(v, wanted);
  return (
    <li
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        borderWidth: unsupported ? '2px' : '1px',
        borderColor: unsupported ? 'fg.danger' : 'border.default',
        borderRadius: 'lg',
        p: '2',
      })}
      data-testid="rental-cart-line"
      data-unsupported={unsupported || undefined}
    >
      <img
        src={v.thumbnail_full_url ?? undefined}
        alt=""
        width={64}
        height={48}
        className={css({
          width: '16',
          height: '12',
          objectFit: 'cover',
          borderRadius: 'md',
          bg: 'bg.subtle',
          flexShrink: 0,
        })}
      />
      <div className={css({ flex: '1', minWidth: '0', stack: '1' })}>
        <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{v.name}</p>
        <p className={muted}>{line.provider.name}</p>
        {unsupported || lacks ? (
          <p className={css({ color: 'fg.danger', fontSize: 'xs' })} data-testid="rental-line-unsupported">
            <Trans>
              Does not offer {i18n._(rentalTypeLabels[wanted ?? (v.trip_hourly ? 'distance_wise' : 'hourly')])} trips
            </Trans>
          </p>
        ) : null}
        <div className={row}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t`Fewer ${v.name}`}
            disabled={busy || line.quantity <= 1}
            onClick={() =>
              actor.send({
                type: 'rental.line.quantity',
                cartId: line.id,
                quantity: line.quantity - 1,
              })
            }
          >
            −
          </button>
          <output data-testid="rental-line-quantity" className={css({ minWidth: '6', textAlign: 'center' })}>
            {line.quantity}
          </output>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t`More ${v.name}`}
            disabled={busy || line.quantity >= max}
            onClick={() =>
              actor.send({
                type: 'rental.line.quantity',
                cartId: line.id,
                quantity: line.quantity + 1,
              })
            }
          >
            +
          </button>
          <span className={css({ ms: 'auto', fontWeight: 'bold', fontSize: 'sm', unicodeBidi: 'isolate' })}>
            {formatMoney(line.price, fmt)}
          </span>
        </div>
      </div>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t`Remove ${v.name}`}
        disabled={busy}
        onClick={() => actor.send({ type: 'rental.line.remove', cartId: line.id })}
        data-testid="rental-line-remove"
      >
        <CloseIcon />
      </button>
    </li>
  );
}
