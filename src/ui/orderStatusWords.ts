import { useLingui } from '@lingui/react/macro';

/** The words for an order's new status, in the customer's language (the server's text is English only). */
export function useStatusWords(): (status: string | null) => string {
  const { t } = useLingui();
  const words = new Map<string, string>([
    ['accepted', t`Your order is accepted.`],
    ['confirmed', t`Your order is accepted.`],
    ['processing', t`Your order is being prepared.`],
    ['handover', t`Your order is ready for the delivery man.`],
    ['picked_up', t`Your order is on the way.`],
    ['delivered', t`Your order is delivered.`],
    ['canceled', t`Your order is canceled.`],
    ['refunded', t`Your refund is made.`],
  ]);
  return (status) => words.get(status ?? '') ?? t`Your order has news.`;
}
