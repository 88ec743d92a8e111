import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { priceToBeConfirmed } from '../../domain/prescription';
import type { OrderPage } from '../../api/queries/orders';
import { StatusChip } from './Timeline';
import type { useDateTime, useMoney } from './format';
import { listRowCardClass, listRowClass } from '../../ui/listRow';

const rowClass = cx(
  listRowClass,
  listRowCardClass,
  css({
    color: 'fg.default',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
  }),
);

/** An order in My orders: its number, when and where, its status, and its amount; opens its details. */
export function OrderRow({
  order,
  money,
  when,
}: {
  order: OrderPage['orders'][number];
  money: ReturnType<typeof useMoney>;
  when: ReturnType<typeof useDateTime>;
}) {
  return (
    <Link to="/my-orders/$orderId" params={{ orderId: String(order.id) }} className={rowClass} data-testid="order-row">
      <span className={css({ stack: '1', minWidth: 0 })}>
        <strong>
          <Trans>Order #{order.id}</Trans>
        </strong>
        <small className={css({ color: 'fg.muted' })}>
          {when(order.created_at)}
          {order.store?.name ? ` · ${order.store.name}` : ''}
        </small>
        <span>
          <StatusChip status={order.order_status} orderType={order.order_type} />
        </span>
      </span>
      {priceToBeConfirmed(order) ? (
        <strong className={css({ fontSize: 'sm' })}>
          <Trans>Price to be confirmed</Trans>
        </strong>
      ) : (
        <strong dir="ltr" className={css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate' })}>
          {money(order.order_amount)}
        </strong>
      )}
    </Link>
  );
}
