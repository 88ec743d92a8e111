import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '../../domain/history';

/** Over every status, so a status added in the domain without a label fails the type check. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  confirmed: msg`Confirmed`,
  processing: msg`Processing`,
  handover: msg`Ready for handover`,
  picked_up: msg`Out for delivery`,
  delivered: msg`Delivered`,
  canceled: msg`Canceled`,
  refund_requested: msg`Refund requested`,
  refunded: msg`Refunded`,
  refund_request_canceled: msg`Refund request rejected`,
  failed: msg`Payment failed`,
  unknown: msg`Status unavailable`,
};

/** A take-away order is collected, not delivered: its handover and its end say so. */
const TAKE_AWAY_LABELS: Partial<Record<OrderStatus, MessageDescriptor>> = {
  handover: msg`Ready for pickup`,
  delivered: msg`Picked up`,
};

/** The label of a status for this kind of order. */
export function orderStatusLabel(status: OrderStatus, orderType: string | null | undefined): MessageDescriptor {
  return (orderType === 'take_away' ? TAKE_AWAY_LABELS[status] : undefined) ?? ORDER_STATUS_LABELS[status];
}
