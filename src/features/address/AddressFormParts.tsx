import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ADDRESS_LABELS, type AddressDraft, type AddressLabel } from '../../domain/address';
import { errorClass, Field } from '../../ui/Field';
import type { addressFormMachine } from '../../../machines/address/addressForm.machine';
import { Spinner } from './icons';
import { LABELS } from './messages';
import { ResetConfirmDialog } from './ResetConfirmDialog';

// The address form's own sections: the label it is kept under, and its closing line of actions.

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
});
const srOnly = css({ srOnly: true });

/** "Label As": Home, Office or Other, and Other's own name. */
export function LabelChoice({
  draft,
  onLabel,
  onName,
}: {
  draft: AddressDraft;
  onLabel(label: AddressLabel): void;
  onName(e: { target: { value: string } }): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={css({ stack: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
        <Trans>Label As</Trans>
      </legend>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {ADDRESS_LABELS.map((l) => (
          <label key={l} className={chip} data-testid={`address-label-${l}`}>
            <input
              type="radio"
              name="address-label"
              value={l}
              className={srOnly}
              checked={draft.label === l}
              onChange={() => onLabel(l)}
            />
            {i18n._(LABELS[l])}
          </label>
        ))}
      </div>
      {draft.label === 'other' ? (
        <Field
          label={t`Label name (optional)`}
          name="labelName"
          value={draft.labelName}
          onChange={onName}
          data-testid="address-label-name"
          maxLength={50}
        />
      ) : null}
    </fieldset>
  );
}

/** The form's problem line, Reset (which asks first) and Save / Update. */
export function FormActions({ actor, editing }: { actor: ActorRefFrom<typeof addressFormMachine>; editing: boolean }) {
  const problem = useSelector(actor, (s) => s.context.problem);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const askingReset = useSelector(actor, (s) => s.hasTag('confirmingReset'));
  return (
    <>
      {problem ? (
        <p role="alert" className={errorClass} data-testid="address-problem">
          {problem}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => actor.send({ type: 'address.reset' })}
          data-testid="address-reset"
        >
          <Trans>Reset</Trans>
        </button>
        <button type="submit" className={button()} disabled={saving} aria-busy={saving} data-testid="address-save">
          {saving ? <Spinner size={16} /> : null}
          {editing ? <Trans>Update Address</Trans> : <Trans>Save Address</Trans>}
        </button>
      </div>
      {askingReset ? (
        <ResetConfirmDialog
          testId="address-reset-confirm"
          onCancel={() => actor.send({ type: 'address.reset.cancel' })}
          onConfirm={() => actor.send({ type: 'address.reset.confirm' })}
        />
      ) : null}
    </>
  );
}
