import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import {
  PAYMENT_LABELS,
  paymentKey,
  walletCovers,
  type PaymentChoice,
  type PaymentMethod,
  type PaymentOffer,
} from '../../domain/payment';
import { Choice } from '../../ui/Choice';
import { mutedText, Section } from './Section';
import { CheckRow } from './OptionSections';

const methodLogoClass = css({ width: '7', height: '7', objectFit: 'contain' });

export interface PaymentOption {
  key: string;
  choice: PaymentChoice;
  title: string;
  /** A business's offline method: said to be paid offline, beside its name. */
  hint?: string;
  image?: string | null;
}

/** Checkout's own word for a method where the spec gives it one (the wallet is "Pay from wallet"). */
export type CheckoutWords = Partial<Record<PaymentMethod, string>>;

/**
 * The offered methods (src/domain/payment) with the names the customer reads: a gateway and a business's
 * offline method by their own titles, else checkout's own word, else the method's one name
 * (the vocabulary's `PAYMENT_LABELS`), so a method added to the vocabulary is named here without a line of its own.
 */
export function paymentOptions(offers: PaymentOffer[], words: CheckoutWords, i18n: Pick<I18n, '_'>): PaymentOption[] {
  return offers.map((o) => {
    const method = o.choice.method;
    const word = words[method] ?? i18n._(PAYMENT_LABELS[method]);
    return {
      key: o.key,
      choice: o.choice,
      title: method === 'digital_payment' ? (o.gatewayTitle ?? o.choice.gateway ?? '') : (o.gatewayTitle ?? word),
      ...(method === 'offline_payment' && o.gatewayTitle ? { hint: word } : {}),
      image: o.image ?? null,
    };
  });
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
  const titleId = useId();
  return (
    <Section title={<Trans>Payment Method</Trans>} testId="checkout-payment" titleId={titleId}>
      {options.length === 0 ? (
        <p className={mutedText}>
          <Trans>No payment method is available for this order.</Trans>
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby={titleId} className={css({ stack: '2' })}>
          {options.map((o) => {
            const wallet = o.choice.method === 'wallet';
            const short = wallet && !walletCovers(walletBalance, total);
            return (
              <Choice
                key={o.key}
                name="payment"
                checked={paymentKey(value) === o.key}
                onChange={() => props.onChange(o.choice)}
                disabled={short}
                testId={`pay-${o.key}`}
              >
                <span className={css({ cluster: '2' })}>
                  {o.image ? <img src={o.image} alt="" width={28} height={28} className={methodLogoClass} /> : null}
                  <span dir="auto">{o.title}</span>
                </span>
                {o.hint ? <span className={mutedText}> · {o.hint}</span> : null}
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
        <CheckRow checked={props.partial} onChange={props.onPartialChange} testId="pay-partial">
          <span>
            <Trans>
              Pay {formatMoney(walletBalance, money)} from my wallet and the remaining{' '}
              {formatMoney(Math.max(0, total - walletBalance), money)} with the method above
            </Trans>
          </span>
        </CheckRow>
      ) : null}
    </Section>
  );
}
