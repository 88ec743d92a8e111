import { useLingui } from '@lingui/react/macro';

/** The words for an order's new status, in the customer's language (the server's text is English only). */
export function useStatusWords(): (status: string | null) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'accepted':
      case 'confirmed':
        return t`Your order is accepted.`;
      case 'processing':
        return t`Your order is being prepared.`;
      case 'handover':
        return t`Your order is ready for the delivery man.`;
      case 'picked_up':
        return t`Your order is on the way.`;
      case 'delivered':
        return t`Your order is delivered.`;
      case 'canceled':
        return t`Your order is canceled.`;
      case 'refunded':
        return t`Your refund is made.`;
      default:
        return t`Your order has news.`;
    }
  };
}
