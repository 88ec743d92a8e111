import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { GuestContactSlotProps } from '../../domain/address';
import { maskContact } from '../../domain/contact';
import { EditIcon, UserIcon } from './icons';
import { cardClass } from '../../ui/surfaces';
import { lazyPart } from '../../ui/lazyPart';

const GuestContactModal = lazyPart(() => import('./GuestContactModal'));

/**
 * acc §2 Checkout address picker, guest side: the contact-info card. Without a contact it says "No Contact Info
 * Added"; with one it shows the name and the phone and e-mail masked (acc §5 masking). The modal saves it on
 * the device; `onChange` tells the page.
 */
export function GuestContactCard({ value, onChange }: GuestContactSlotProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section className={cardClass} data-testid="guest-contact-card" aria-labelledby="guest-contact-title">
      <div className={css({ cluster: '2', justifyContent: 'space-between' })}>
        <h3 id="guest-contact-title" className={css({ fontWeight: 'semibold', cluster: '2' })}>
          <UserIcon size={18} />
          <Trans>Contact Info</Trans>
        </h3>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          aria-label={value ? t`Edit contact info` : t`Add contact info`}
          onClick={() => setOpen(true)}
          data-testid="guest-contact-edit"
        >
          <EditIcon size={18} />
        </button>
      </div>
      {value ? (
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: '3',
            rowGap: '1',
            fontSize: 'sm',
          })}
        >
          <dt className={css({ color: 'fg.muted' })}>
            <Trans>Name</Trans>
          </dt>
          <dd data-testid="guest-contact-name">{value.contact_person_name}</dd>
          <dt className={css({ color: 'fg.muted' })}>
            <Trans>Phone</Trans>
          </dt>
          <dd dir="ltr" className={css({ textAlign: 'start' })} data-testid="guest-contact-phone">
            {maskContact(value.contact_person_number)}
          </dd>
          <dt className={css({ color: 'fg.muted' })}>
            <Trans>E-mail</Trans>
          </dt>
          <dd dir="ltr" className={css({ textAlign: 'start' })} data-testid="guest-contact-email">
            {maskContact(value.contact_person_email)}
          </dd>
        </dl>
      ) : (
        <div className={css({ fontSize: 'sm' })}>
          <p className={css({ fontWeight: 'medium' })}>
            <Trans>No Contact Info Added</Trans>
          </p>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>Please enter your contact info</Trans>
          </p>
        </div>
      )}
      {open ? (
        <Suspense fallback={null}>
          <GuestContactModal contact={value} onClose={() => setOpen(false)} onSaved={onChange} />
        </Suspense>
      ) : null}
    </section>
  );
}
