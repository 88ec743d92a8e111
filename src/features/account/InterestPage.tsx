import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { interestCategoriesQuery } from '../../api/queries/accountPages';
import { notify } from '../../ui/toaster';
import { createInterestLogic, rememberedInterests } from './interestLogic';
import { readingColumnClass } from '../../ui/surfaces';
import { useSignedIn } from '../../api/scope';

const words = {
  saved: msg`Your interests are saved.`,
  failed: msg`Your interests could not be saved. Please try again.`,
};

interface InterestPageProps {
  /** Shown to guests: the interests are kept with an account (the route composes the sign-in prompt). */
  guest: ReactNode;
  /** Opened from the profile: Save and Skip go back there instead of /home. */
  fromProfile: boolean;
}

/** acc §2 /interest: category interests after sign-up or sign-in (not for parcel), saved to the account (turn4 §4.3). */
export function InterestPage({ guest, fromProfile }: InterestPageProps) {
  if (!useSignedIn()) return <>{guest}</>;
  return <InterestChooser fromProfile={fromProfile} />;
}

function InterestChooser({ fromProfile }: { fromProfile: boolean }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const categories = useQuery(interestCategoriesQuery());
  const logic = useMemo(
    () =>
      createInterestLogic({
        goOn: () => void (fromProfile ? navigate({ to: '/profile' }) : navigate({ to: '/home' })),
        notifySaved: () => notify('success', i18n._(words.saved)),
        notifyFailed: (messages) =>
          messages.length ? messages.forEach((m) => notify('error', m)) : notify('error', i18n._(words.failed)),
      }),
    [fromProfile, navigate, i18n],
  );
  const actor = useActorRef(logic, { input: { chosen: rememberedInterests() } });
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  return (
    <section className={readingColumnClass} data-testid="interest-page" aria-labelledby="interest-title">
      <h1 id="interest-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
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
              <button
                type="button"
                aria-pressed={chosen.includes(c.id)}
                className={button({ variant: chosen.includes(c.id) ? 'solid' : 'outline', size: 'sm' })}
                onClick={() => actor.send({ type: 'interest.toggle', id: c.id })}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => actor.send({ type: 'interest.skip' })}
        >
          <Trans>Skip</Trans>
        </button>
        <button
          type="button"
          className={button()}
          disabled={!chosen.length || saving}
          aria-busy={saving}
          onClick={() => actor.send({ type: 'interest.save' })}
        >
          <Trans>Save</Trans>
        </button>
      </div>
    </section>
  );
}
