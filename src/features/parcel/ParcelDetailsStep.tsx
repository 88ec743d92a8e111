import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { formatMoney, moneyFormatOf } from '../../domain/money';
import { ownChargeName } from '../../domain/billLines';
import type { ChargePayer, ParcelBill } from '../../domain/parcel';
import { parcelPaymentsFor, parcelPaymentsOffered } from '../../domain/payment';
import { Choice } from '../../ui/Choice';
import type { ParcelOrderContext, ParcelOrderEvent } from '../../../machines/parcel/parcelOrder.machine';
import { PAYMENT_METHOD_LABELS } from '../../ui/paymentLabels';
import { formSectionClass } from '../../ui/formSection';

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '2' });
const choices = css({ stack: '2', border: 'none', p: '0', m: '0' });

type ParcelConfig = Parameters<typeof parcelPaymentsOffered>[0] &
  Parameters<typeof moneyFormatOf>[0] & { additional_charge_name?: string | null };

/**
 * Step 3 of sending a parcel: instructions, a note, who pays and how (cards as at checkout, the first offered
 * method preselected by the machine), the fee for the distance, and Place order.
 */
export function ParcelDetailsStep(props: {
  title: ReactNode;
  ctx: ParcelOrderContext;
  send: (event: ParcelOrderEvent) => void;
  busy: boolean;
  signedIn: boolean;
  config: ParcelConfig | undefined;
  instructions: Array<{ id: number; instruction: string }>;
  bill: ParcelBill | null;
  error: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { title, ctx, send, busy, bill, error } = props;
  const offered = parcelPaymentsOffered(props.config, props.signedIn);
  const offeredKey = offered.join();
  const payers = [
    ['sender', <Trans>Sender</Trans>],
    ['receiver', <Trans>Receiver</Trans>],
  ] as const satisfies readonly (readonly [ChargePayer, ReactNode])[];
  // The machine preselects once it knows what the config offers (and again if that changes).
  useEffect(
    () => send({ type: 'parcel.offered', payments: offeredKey ? (offeredKey.split(',') as typeof offered) : [] }),
    [offeredKey, send],
  );
  return (
    <div className={formSectionClass} data-testid="parcel-details">
      {title}
      <label className={css({ stack: '1' })}>
        <Trans>Instructions for the courier</Trans>
        <select
          value={ctx.instruction ?? ''}
          onChange={(e) => send({ type: 'parcel.instruction', instruction: e.target.value || null })}
          data-testid="parcel-instruction"
          className={css({ borderWidth: '1px', borderRadius: 'md', p: '2', bg: 'bg.surface' })}
        >
          <option value="">{t`None`}</option>
          {props.instructions.map((i) => (
            <option key={i.id} value={i.instruction}>
              {i.instruction}
            </option>
          ))}
        </select>
      </label>
      <label className={css({ stack: '1' })}>
        <Trans>Note</Trans>
        <textarea
          value={ctx.note}
          maxLength={1000}
          onChange={(e) => send({ type: 'parcel.note', note: e.target.value })}
          data-testid="parcel-note"
          className={css({ borderWidth: '1px', borderRadius: 'md', p: '2', bg: 'bg.surface' })}
        />
      </label>
      <fieldset className={choices} role="radiogroup" data-testid="parcel-payer">
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
          <Trans>Who pays?</Trans>
        </legend>
        {payers.map(([payer, label]) => (
          <Choice
            key={payer}
            name="payer"
            checked={ctx.payer === payer}
            onChange={() => send({ type: 'parcel.payer', payer })}
            testId={`parcel-payer-${payer}`}
          >
            {label}
          </Choice>
        ))}
      </fieldset>
      <fieldset className={choices} role="radiogroup" data-testid="parcel-payment">
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
          <Trans>Payment method</Trans>
        </legend>
        {parcelPaymentsFor(ctx.payer)
          .filter((m) => offered.includes(m))
          .map((m) => (
            <Choice
              key={m}
              name="payment"
              checked={ctx.payment === m}
              onChange={() => send({ type: 'parcel.payment', payment: m })}
              testId={`parcel-pay-${m}`}
            >
              {i18n._(PAYMENT_METHOD_LABELS[m])}
            </Choice>
          ))}
      </fieldset>
      {ctx.payer === 'receiver' ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>The receiver pays in cash when the parcel arrives.</Trans>
        </p>
      ) : null}
      {bill ? <ParcelBillRows bill={bill} config={props.config} /> : null}
      {error}
      <div className={row}>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => send({ type: 'parcel.back' })}
          data-testid="parcel-back"
          disabled={busy}
        >
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className={button()}
          onClick={() => send({ type: 'parcel.place' })}
          disabled={busy}
          aria-busy={busy}
          data-testid="parcel-place"
        >
          {busy ? <Trans>Placing order…</Trans> : <Trans>Place order</Trans>}
        </button>
      </div>
    </div>
  );
}

/** The fee for the distance: the distance, the delivery fee, the business's own charge, the total. */
function ParcelBillRows({ bill, config }: { bill: ParcelBill; config: ParcelConfig | undefined }) {
  const { t } = useLingui();
  const fmt = moneyFormatOf(config);
  return (
    <dl className={css({ stack: '1' })} data-testid="parcel-bill">
      <div className={row}>
        <dt>
          <Trans>Distance</Trans>
        </dt>
        <dd>{t`${bill.km.toFixed(2)} km`}</dd>
      </div>
      <div className={row}>
        <dt>
          <Trans>Delivery fee</Trans>
        </dt>
        <dd>{formatMoney(bill.deliveryFee, fmt)}</dd>
      </div>
      {bill.additional ? (
        <div className={row}>
          <dt data-testid="parcel-additional-name">
            {ownChargeName(config?.additional_charge_name) ?? t`Service charge`}
          </dt>
          <dd>{formatMoney(bill.additional, fmt)}</dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className={css({ fontWeight: 'bold' })}>
          <Trans>Total</Trans>
        </dt>
        <dd className={css({ fontWeight: 'bold' })} data-testid="parcel-total">
          {formatMoney(bill.total, fmt)}
        </dd>
      </div>
    </dl>
  );
}
