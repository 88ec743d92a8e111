import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { Config } from '../../api/types';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import type { PaymentChoice } from '../../../machines/checkout/checkout.rules';
import { walletCovers } from '../../../machines/checkout/checkout.rules';
import { Choice, mutedText, Section } from './Section';

export interface PaymentOption {
  key: string;
  choice: PaymentChoice;
  title: string;
  image?: string | null;
}

const on = (v: unknown) => v === true || Number(v) === 1;

/**
 * The methods the config enables, in the platform's order: cash on delivery, each digital gateway of
 * active_payment_method_list, the wallet (signed in), offline payment (where configured).
 */
export function paymentOptions(config: Config, signedIn: boolean, codInZone: boolean, labels: { cod: string; wallet: string; offline: string }): PaymentOption[] {
  const c = config as Config & { offline_payment_status?: number; customer_wallet_status?: number };
  const out: PaymentOption[] = [];
  if (on(c.cash_on_delivery) && codInZone) out.push({ key: 'cod', choice: { method: 'cash_on_delivery' }, title: labels.cod });
  if (on(c.digital_payment))
    for (const g of c.active_payment_method_list ?? [])
      out.push({ key: `digital:${g.gateway}`, choice: { method: 'digital_payment', gateway: g.gateway }, title: g.gateway_title ?? g.gateway, image: g.gateway_image_full_url });
  if (signedIn && on(c.customer_wallet_status)) out.push({ key: 'wallet', choice: { method: 'wallet' }, title: labels.wallet });
  if (on(c.offline_payment_status)) out.push({ key: 'offline', choice: { method: 'offline_payment' }, title: labels.offline });
  return out;
}

const keyOf = (p: PaymentChoice | null) => (!p ? '' : p.method === 'digital_payment' ? `digital:${p.gateway}` : p.method === 'cash_on_delivery' ? 'cod' : p.method === 'wallet' ? 'wallet' : 'offline');

/** acc §9: partial payment pays what the wallet holds; the rest goes by the methods partial_payment_method names. */
export function partialAllowed(config: Config, signedIn: boolean, balance: number, total: number, p: PaymentChoice | null): boolean {
  const c = config as Config & { partial_payment_status?: number; partial_payment_method?: string; customer_wallet_status?: number };
  if (!signedIn || !on(c.customer_wallet_status) || !on(c.partial_payment_status) || balance <= 0 || balance >= total || !p) return false;
  const rest = c.partial_payment_method ?? 'both';
  if (p.method === 'cash_on_delivery') return rest === 'both' || rest === 'cod' || rest === 'cash_on_delivery';
  if (p.method === 'digital_payment') return rest === 'both' || rest === 'digital_payment';
  return false;
}

export function PaymentSection(props: {
  options: PaymentOption[];
  value: PaymentChoice | null;
  onChange(p: PaymentChoice): void;
  walletBalance: number;
  total: number;
  money: MoneyFormat;
  partial: boolean;
  partialOffered: boolean;
  onPartialChange(v: boolean): void;
}) {
  const { options, value, walletBalance, total, money } = props;
  return (
    <Section title={<Trans>Payment Method</Trans>} testId="checkout-payment">
      {options.length === 0 ? (
        <p className={mutedText}>
          <Trans>No payment method is available for this order.</Trans>
        </p>
      ) : (
        <div role="radiogroup" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {options.map((o) => {
            const wallet = o.choice.method === 'wallet';
            const short = wallet && !walletCovers(walletBalance, total);
            return (
              <Choice key={o.key} name="payment" checked={keyOf(value) === o.key} onChange={() => props.onChange(o.choice)} disabled={short} testId={`pay-${o.key}`}>
                <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                  {o.image ? <img src={o.image} alt="" width={28} height={28} className={css({ width: '7', height: '7', objectFit: 'contain' })} /> : null}
                  <span>{o.title}</span>
                </span>
                {wallet ? (
                  <span className={mutedText}>
                    {' '}
                    <Trans>Balance: {formatMoney(walletBalance, money)}</Trans>
                    {short ? (
                      <>
                        {' · '}
                        <Trans>not enough for this order</Trans>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </Choice>
            );
          })}
        </div>
      )}
      {props.partialOffered ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minHeight: '11' })}>
          <input type="checkbox" checked={props.partial} onChange={(e) => props.onPartialChange(e.target.checked)} data-testid="pay-partial" />
          <span>
            <Trans>
              Pay {formatMoney(walletBalance, money)} from my wallet and the remaining {formatMoney(Math.max(0, total - walletBalance), money)} with the method above
            </Trans>
          </span>
        </label>
      ) : null}
    </Section>
  );
}
