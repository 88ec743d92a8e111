import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { OrderTrack } from '../../api/queries/orders';
import { offlineMethodsQuery, offlineProofOf } from '../../api/queries/offlinePayment';
import {
  inputLabel,
  offlineStateOf,
  proofEditable,
  valuesOf,
  type OfflineMethod,
  type OfflineState,
} from '../../domain/offlinePayment';
import { OFFLINE_STATE_LABELS } from '../../ui/paymentLabels';
import { useOrderFlows } from '../../flows/orders';
import { Section } from './OrderSection';

const fieldClass = css({ stack: '1', fontSize: 'sm' });
const inputClass = css({ layerStyle: 'surface', borderRadius: 'md', px: '3', py: '2', minWidth: 0 });

export interface OfflinePaymentPanelProps {
  order: OrderTrack;
  /** The method chosen at checkout: with no proof yet, the form opens on it. */
  chosenMethodId?: number | null;
  /** A guest's order: the phone it was placed with, which goes with the proof (the server checks it). */
  contactNumber?: string | null;
  /** False where the order was found but not placed (a guest's order from another browser): the state only. */
  maySend?: boolean;
}

/**
 * platform-api-turn4 §5.3–§5.5: an order paid offline — its proof's state ("Waiting for verification",
 * "Verified", "Denied" with the business's note), and the form to send, correct or switch the method.
 * Not with the first load (docs/budgets.md): order details, the order-placed page and Track order load it only
 * for an offline-payment order.
 */
export function OfflinePaymentPanel({
  order,
  chosenMethodId = null,
  contactNumber = null,
  maySend = true,
}: OfflinePaymentPanelProps) {
  const { offlinePaymentLogic } = useOrderFlows();
  const actor = useActorRef(offlinePaymentLogic, { input: { orderId: order.id, contactNumber } });
  const editing = useSelector(actor, (s) => s.hasTag('editing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ctx = useSelector(actor, (s) => s.context);
  const methods = useQuery(offlineMethodsQuery()).data ?? [];
  const proof = offlineProofOf(order);
  const state = offlineStateOf({ payment_method: order.payment_method, offline_payment: proof });
  const editable = maySend && proofEditable(order, state);
  // The method chosen at checkout, while the business still offers it; else the first one offered.
  const firstMethod = (methods.find((m) => m.id === chosenMethodId) ?? methods[0])?.id ?? null;
  const startOnChosen = state === 'missing' && editable && chosenMethodId !== null && firstMethod === chosenMethodId;
  useEffect(() => {
    // Straight from checkout: no proof yet, so the chosen method's form is what the customer came for.
    if (startOnChosen) actor.send({ type: 'proof.open', mode: 'send', methodId: chosenMethodId, values: {}, note: '' });
  }, [actor, startOnChosen, chosenMethodId]);
  if (!state) return null;
  const method = methods.find((m) => m.id === ctx.methodId);
  const open = (mode: 'send' | 'update') =>
    actor.send({
      type: 'proof.open',
      mode,
      methodId: mode === 'update' ? (proof?.data.method_id ?? null) : firstMethod,
      values: mode === 'update' ? valuesOf(proof) : {},
      note: proof?.data.customer_note ?? '',
    });

  return (
    <Section title={<Trans>Offline payment</Trans>} testId="offline-payment">
      <ProofState state={state} methodName={proof?.data.method_name} adminNote={proof?.data.admin_note ?? null} />
      {editing ? (
        <form
          className={css({ stack: '3' })}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'proof.submit', methods });
          }}
        >
          {ctx.mode === 'send' ? (
            <MethodChoice
              methods={methods}
              chosen={ctx.methodId}
              onChoose={(id) => actor.send({ type: 'proof.method', methodId: id })}
            />
          ) : null}
          {method ? (
            <MethodForm
              method={method}
              values={ctx.values}
              missing={ctx.missing}
              onField={(name, value) => actor.send({ type: 'proof.field', name, value })}
            />
          ) : null}
          <label className={fieldClass}>
            <Trans>Note (optional)</Trans>
            <textarea
              className={inputClass}
              value={ctx.note}
              rows={2}
              onChange={(e) => actor.send({ type: 'proof.note', value: e.target.value })}
            />
          </label>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <button type="submit" className={button()} disabled={busy} aria-busy={busy}>
              <Trans>Send payment details</Trans>
            </button>
            <button
              type="button"
              className={button({ variant: 'ghost' })}
              onClick={() => actor.send({ type: 'proof.close' })}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : editable ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {state === 'missing' ? (
            <button type="button" className={button()} onClick={() => open('send')}>
              <Trans>Add payment details</Trans>
            </button>
          ) : (
            <>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => open('update')}>
                <Trans>Edit payment details</Trans>
              </button>
              <button type="button" className={button({ variant: 'ghost' })} onClick={() => open('send')}>
                <Trans>Use another method</Trans>
              </button>
            </>
          )}
        </div>
      ) : !maySend && proofEditable(order, state) ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="offline-payment-elsewhere">
          <Trans>Payment details for this order can be sent from the browser it was placed in.</Trans>
        </p>
      ) : null}
    </Section>
  );
}

function ProofState({
  state,
  methodName,
  adminNote,
}: {
  state: OfflineState;
  methodName: string | undefined;
  adminNote: string | null;
}) {
  const { i18n } = useLingui();
  return (
    <div className={css({ stack: '1' })}>
      <p role="status" data-testid="offline-payment-state">
        <strong>{i18n._(OFFLINE_STATE_LABELS[state])}</strong>
        {methodName ? <span className={css({ color: 'fg.muted' })}> · {methodName}</span> : null}
      </p>
      {state === 'denied' && adminNote ? (
        <p className={css({ color: 'fg.danger' })} data-testid="offline-payment-note">
          <Trans>Note from the business: {adminNote}</Trans>
        </p>
      ) : null}
    </div>
  );
}

function MethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: OfflineMethod[];
  chosen: number | null;
  onChoose(id: number): void;
}) {
  return (
    <fieldset className={css({ stack: '2' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>
        <Trans>Payment method</Trans>
      </legend>
      {methods.map((m) => (
        <label key={m.id} className={css({ cluster: '2' })}>
          <input type="radio" name="offline-method" checked={chosen === m.id} onChange={() => onChoose(m.id)} />
          {m.method_name}
        </label>
      ))}
    </fieldset>
  );
}

function MethodForm({
  method,
  values,
  missing,
  onField,
}: {
  method: OfflineMethod;
  values: Record<string, string>;
  missing: string[];
  onField(name: string, value: string): void;
}) {
  return (
    <div className={css({ stack: '3' })}>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '1 3',
          fontSize: 'sm',
          bg: 'bg.subtle',
          p: '3',
          borderRadius: 'md',
        })}
        data-testid="offline-payee"
      >
        {method.method_fields.map((f) => (
          <div key={f.input_name} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{inputLabel(f.input_name)}</dt>
            <dd dir="auto" className={css({ overflowWrap: 'anywhere' })}>
              {f.input_data}
            </dd>
          </div>
        ))}
      </dl>
      {method.method_informations.map((info) => {
        const id = `offline-${info.customer_input}`;
        const wrong = missing.includes(info.customer_input);
        return (
          <div key={info.customer_input} className={fieldClass}>
            <label htmlFor={id}>
              {inputLabel(info.customer_input)}
              {info.is_required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={id}
              className={inputClass}
              value={values[info.customer_input] ?? ''}
              placeholder={info.customer_placeholder}
              aria-required={Boolean(info.is_required)}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-error` : undefined}
              onChange={(e) => onField(info.customer_input, e.target.value)}
            />
            {wrong ? (
              <small id={`${id}-error`} role="alert" className={css({ color: 'fg.danger' })}>
                <Trans>This field is required.</Trans>
              </small>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
