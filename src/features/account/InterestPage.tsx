import { saveDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { interestCategoriesQuery } from '../../api/queries/accountPages';
import { pageClass } from './pageLayout';

/** Where the chosen interests are kept until the platform's interest call is in the contract. */

/** acc §2 /interest: category interests after sign-up (not for parcel). */
export function InterestPage() {
  const navigate = useNavigate();
  const categories = useQuery(interestCategoriesQuery());
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const done = () => void navigate({ to: '/home' });
  return (
    <section className={pageClass} data-testid="interest-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Choose your interests</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Pick the categories you like and we will show you more of them.</Trans>
      </p>
      {categories.isPending ? (
        <div aria-busy="true" className={css({ height: '24', bg: 'bg.subtle', borderRadius: 'lg' })} />
      ) : (
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {(categories.data ?? []).map((c) => (
            <li key={c.id}>
              <button type="button" aria-pressed={chosen.includes(c.id)} className={button({ variant: chosen.includes(c.id) ? 'solid' : 'outline', size: 'sm' })} onClick={() => toggle(c.id)}>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={done}>
          <Trans>Skip</Trans>
        </button>
        <button
          type="button"
          className={button()}
          disabled={!chosen.length}
          onClick={() => {
            saveDeviceValue(DEVICE_KEYS.interests, chosen);
            done();
          }}
        >
          <Trans>Save</Trans>
        </button>
      </div>
    </section>
  );
}
