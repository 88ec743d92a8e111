import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { notify } from '../../ui/toaster';
import { useCancelTrip } from '../../api/mutations/rental';
import type { TripDetails } from '../../api/queries/rental';
import { card, h2, label, row } from './styles';
import { ChipRadio } from './ChipRadio';

const REASONS = ['plans', 'time', 'price', 'other'] as const;

/** Cancel a pending trip with a reason (api2 §11 cancel-trip; the server refuses other trips). */
export function CancelTrip({ trip }: { trip: TripDetails }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('plans');
  const [other, setOther] = useState('');
  const text = {
    plans: t`My plans changed`,
    time: t`The pickup time does not suit me`,
    price: t`I found a better price`,
    other: other.trim() || t`Other`,
  };
  const cancel = useCancelTrip(trip.id, {
    onCancelled: (message) => {
      notify('success', message ?? t`Trip canceled.`);
      setOpen(false);
    },
    onRefused: (messages) => {
      for (const m of messages.length ? messages : [t`Something went wrong. Please try again.`]) notify('error', m);
    },
  });
  if (!open) {
    return (
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ alignSelf: 'flex-start', color: 'fg.danger' })}`}
        onClick={() => setOpen(true)}
        data-testid="trip-cancel"
      >
        <Trans>Cancel trip</Trans>
      </button>
    );
  }
  return (
    <section className={card} aria-labelledby="cancel-title" data-testid="trip-cancel-form">
      <h2 id="cancel-title" className={h2}>
        <Trans>Why are you canceling?</Trans>
      </h2>
      <div role="radiogroup" className={row}>
        {REASONS.map((r) => (
          <ChipRadio
            key={r}
            name="cancel-reason"
            checked={reason === r}
            onPick={() => setReason(r)}
            testId={`cancel-reason-${r}`}
          >
            {r === 'other' ? t`Other` : text[r]}
          </ChipRadio>
        ))}
      </div>
      {reason === 'other' ? (
        <label className={label}>
          <Trans>Reason</Trans>
          <input
            className={inputClass}
            maxLength={255}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            data-testid="cancel-reason-text"
          />
        </label>
      ) : null}
      <div className={row}>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          onClick={() => cancel.mutate(text[reason])}
          data-testid="trip-cancel-confirm"
        >
          <Trans>Cancel trip</Trans>
        </button>
        <button type="button" className={button({ variant: 'ghost' })} onClick={() => setOpen(false)}>
          <Trans>Keep trip</Trans>
        </button>
      </div>
    </section>
  );
}
