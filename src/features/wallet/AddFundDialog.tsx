import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import type { Config } from '../../api/types';
import { topUpAmount, type TopUpProblem } from '../../domain/wallet';
import { FormDialog } from '../../ui/FormDialog';
import { inputClass } from '../../ui/Field';
import { topUpProblemMessages } from './messages';

const gatewayLogoClass = css({ height: '5', width: 'auto' });
/** A gateway to choose, its border marking the chosen one. */
const methodClass = css({
  cluster: '3',
  p: '3',
  minHeight: '11',
  borderWidth: '1px',
  borderRadius: 'lg',
  cursor: 'pointer',
});
const chosenMethodClass = css({ borderColor: 'accent.default' });
const otherMethodClass = css({ borderColor: 'border.default' });

export interface AddFundDialogProps {
  amount: string;
  method: string | null;
  problems: TopUpProblem[];
  loading: boolean;
  onAmount: (value: string) => void;
  onMethod: (gateway: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

type PaymentMethod = NonNullable<Config['active_payment_method_list']>[number];

/** acc §2: the gateways to pay the top-up with, and "Payment method is required" when none is chosen. */
function MethodChoice({
  methods,
  method,
  methodRequired,
  onMethod,
}: {
  methods: PaymentMethod[];
  method: string | null;
  methodRequired: boolean;
  onMethod: (gateway: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={css({ stack: '2' })}>
      <legend className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        <Trans>Faster & secure way to pay bill</Trans>
      </legend>
      <div className={css({ maxHeight: '300px', overflowY: 'auto', stack: '2' })} data-testid="add-fund-methods">
        {methods.map((m) => (
          <label
            key={m.gateway}
            className={cx(methodClass, method === m.gateway ? chosenMethodClass : otherMethodClass)}
          >
            <input
              type="radio"
              name="payment_method"
              value={m.gateway}
              checked={method === m.gateway}
              onChange={() => onMethod(m.gateway)}
            />
            {m.gateway_image_full_url ? (
              <img src={m.gateway_image_full_url} alt="" width={32} height={20} className={gatewayLogoClass} />
            ) : null}
            <span>{m.gateway_title ?? m.gateway}</span>
          </label>
        ))}
      </div>
      {methodRequired ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {i18n._(topUpProblemMessages.methodRequired)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** acc §2 "Add Fund to Wallet", worded as the spec has it; acc §5 validation. */
export function AddFundDialog({
  amount,
  method,
  problems,
  loading,
  onAmount,
  onMethod,
  onSubmit,
  onClose,
}: AddFundDialogProps) {
  const { t, i18n } = useLingui();
  const config = useQuery(configQuery()).data;
  const methods = config?.active_payment_method_list ?? [];
  const [touched, setTouched] = useState(false);
  // "Payment method is required" after a refused submit (the machine's problems), or when the methods are
  // known and there is none to choose; never while the methods are still loading (the first is preselected).
  const shown = new Set<TopUpProblem>(problems);
  if (touched && amount.trim() === '') shown.add('amountRequired');
  if (!method && config && methods.length === 0) shown.add('methodRequired');
  const amountProblem = shown.has('amountRequired')
    ? 'amountRequired'
    : shown.has('amountNotPositive')
      ? 'amountNotPositive'
      : null;
  return (
    <FormDialog
      testId="add-fund-dialog"
      title={<Trans>Add Fund to Wallet</Trans>}
      description={<Trans>Add fund by from secured digital payment gateways</Trans>}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        onSubmit();
      }}
      noValidate
      closeLabel={t`Close`}
    >
      <div className={css({ stack: '1' })}>
        <input
          className={inputClass}
          inputMode="decimal"
          name="amount"
          aria-label={t`Amount`}
          placeholder={t`Enter Amount`}
          value={amount}
          dir="ltr"
          onChange={(e) => {
            setTouched(true);
            // The minus sign stays, so the machine can refuse a negative amount instead of paying its opposite.
            onAmount(e.target.value.replace(/[^\d.-]/g, ''));
          }}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? 'add-fund-amount-error' : undefined}
        />
        {amountProblem ? (
          <p id="add-fund-amount-error" role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
            {i18n._(topUpProblemMessages[amountProblem])}
          </p>
        ) : null}
      </div>
      <MethodChoice
        methods={methods}
        method={method}
        methodRequired={shown.has('methodRequired')}
        onMethod={onMethod}
      />
      <button
        type="submit"
        className={button()}
        disabled={topUpAmount(amount) <= 0 || loading}
        aria-busy={loading}
        data-testid="add-fund-submit"
      >
        {loading ? <Trans>Please wait…</Trans> : <Trans>Add fund</Trans>}
      </button>
    </FormDialog>
  );
}
