import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { inputClass } from '../../ui/Field';
import type { OrderType } from '../../domain/address';
import { Choice } from '../../ui/Choice';
import type { ScheduleDay } from '../../domain/schedule';
import { useSlotLabels } from './useScheduleDays';

export { TipSection } from './TipSection';
import { mutedText, alertText, Section } from './Section';

export function OrderTypeSection({
  allowed,
  value,
  onChange,
}: {
  allowed: OrderType[];
  value: OrderType;
  onChange(t: OrderType): void;
}) {
  const titleId = useId();
  return (
    <Section title={<Trans>Delivery Options</Trans>} testId="checkout-order-type" titleId={titleId}>
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}
      >
        {allowed.includes('delivery') ? (
          <OrderTypeChoice type="delivery" value={value} onChange={onChange}>
            <Trans>Home Delivery</Trans>
          </OrderTypeChoice>
        ) : null}
        {allowed.includes('take_away') ? (
          <OrderTypeChoice type="take_away" value={value} onChange={onChange}>
            <Trans>Take Away</Trans>
          </OrderTypeChoice>
        ) : null}
      </div>
    </Section>
  );
}

function OrderTypeChoice({
  type,
  value,
  onChange,
  children,
}: {
  type: OrderType;
  value: OrderType;
  onChange(t: OrderType): void;
  children: ReactNode;
}) {
  return (
    <Choice name="order_type" checked={value === type} onChange={() => onChange(type)} testId={`type-${type}`}>
      {children}
    </Choice>
  );
}

/** Now, or a later slot of the store's opening hours; a closed store offers only slots. */
export function ScheduleSection({
  openNow,
  canSchedule,
  days,
  value,
  onChange,
}: {
  openNow: boolean;
  canSchedule: boolean;
  days: ScheduleDay[];
  value: string | null;
  onChange(at: string | null): void;
}) {
  const anySlot = days.some((d) => d.slots.length);
  const titleId = useId();
  return (
    <Section title={<Trans>Delivery Time</Trans>} testId="checkout-schedule" titleId={titleId}>
      {!openNow && !(canSchedule && anySlot) ? (
        <p className={alertText} role="alert" data-testid="store-closed">
          <Trans>The store is closed now and can't take orders. Please come back when it opens.</Trans>
        </p>
      ) : (
        <>
          {!openNow ? (
            <p className={mutedText} data-testid="store-closed-schedule">
              <Trans>The store is closed now: choose a time for your order.</Trans>
            </p>
          ) : null}
          <div
            role="radiogroup"
            aria-labelledby={titleId}
            className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}
          >
            {openNow ? (
              <Choice name="schedule" checked={value === null} onChange={() => onChange(null)} testId="schedule-now">
                <Trans>As soon as possible</Trans>
              </Choice>
            ) : null}
            {canSchedule && anySlot ? (
              <Choice
                name="schedule"
                checked={value !== null}
                onChange={() => onChange(days.find((d) => d.slots.length)!.slots[0]!.value)}
                testId="schedule-later"
              >
                <Trans>Schedule for later</Trans>
              </Choice>
            ) : null}
          </div>
          {value !== null ? <SlotPicker days={days} value={value} onChange={onChange} /> : null}
        </>
      )}
    </Section>
  );
}

/** The day and the slot of a scheduled order. */
function SlotPicker({
  days: scheduleDays,
  value,
  onChange,
}: {
  days: ScheduleDay[];
  value: string;
  onChange(at: string): void;
}) {
  const { t } = useLingui();
  const days = useSlotLabels(scheduleDays);
  const [day, setDay] = useState(
    () => days.find((d) => d.slots.some((s) => s.value === value))?.key ?? days[0]?.key ?? '',
  );
  const slots = days.find((d) => d.key === day)?.slots ?? [];
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
      <select
        className={inputClass}
        aria-label={t`Day`}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          const first = days.find((d) => d.key === e.target.value)?.slots[0];
          if (first) onChange(first.value);
        }}
        data-testid="schedule-day"
      >
        {days.map((d) => (
          <option key={d.key} value={d.key} disabled={!d.slots.length}>
            {d.label}
          </option>
        ))}
      </select>
      <select
        className={inputClass}
        aria-label={t`Time`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="schedule-slot"
      >
        {slots.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NotesSection(props: {
  delivery: boolean;
  food: boolean;
  orderNote: string;
  deliveryInstruction: string;
  unavailableNote: string;
  cutlery: boolean;
  onChange(patch: {
    orderNote?: string;
    deliveryInstruction?: string;
    unavailableNote?: string;
    cutlery?: boolean;
  }): void;
}) {
  const { t } = useLingui();
  const label = css({ stack: '1', fontSize: 'sm', fontWeight: 'medium' });
  const area = css({ minHeight: '20', py: '2', resize: 'vertical' });
  return (
    <Section title={<Trans>Additional notes</Trans>} testId="checkout-notes">
      <fieldset className={css({ stack: '2' })}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
          <Trans>If Any Product Is Not Available</Trans>
        </legend>
        <Choice
          name="unavailable"
          checked={props.unavailableNote === 'remove_it_from_my_cart'}
          onChange={() => props.onChange({ unavailableNote: 'remove_it_from_my_cart' })}
        >
          <Trans>Remove it from my cart</Trans>
        </Choice>
        <Choice
          name="unavailable"
          checked={props.unavailableNote === 'call_me_ASAP'}
          onChange={() => props.onChange({ unavailableNote: 'call_me_ASAP' })}
        >
          <Trans>Call me as soon as possible</Trans>
        </Choice>
      </fieldset>
      {props.delivery ? (
        <label className={label}>
          <Trans>Add More Delivery Instruction</Trans>
          <input
            className={inputClass}
            value={props.deliveryInstruction}
            maxLength={255}
            onChange={(e) => props.onChange({ deliveryInstruction: e.target.value })}
            placeholder={t`e.g. Leave it at the door`}
            data-testid="delivery-instruction"
          />
        </label>
      ) : null}
      <label className={label}>
        <Trans>Order note</Trans>
        <textarea
          className={`${inputClass} ${area}`}
          value={props.orderNote}
          maxLength={1000}
          onChange={(e) => props.onChange({ orderNote: e.target.value })}
          data-testid="order-note"
        />
      </label>
      {props.food ? (
        <CheckRow checked={props.cutlery} onChange={(cutlery) => props.onChange({ cutlery })} testId="cutlery">
          <Trans>Add cutlery</Trans>
        </CheckRow>
      ) : null}
    </Section>
  );
}

/** A yes-or-no option of the order (cutlery, paying partly from the wallet): the box and its words on one line. */
export function CheckRow({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className={css({ cluster: '2', fontSize: 'sm', minHeight: '11' })}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {children}
    </label>
  );
}
