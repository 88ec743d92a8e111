import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { LANGUAGES } from '../../domain/language';
import { GlobeIcon } from '../../ui/icons';
import { useLanguageActor } from './languageActor';

/**
 * core §2: the language control; choosing another language asks for confirmation first, in the one dialog
 * LanguageConfirmHost draws (the header's control and Settings' list are mounted together).
 */
export function LanguageControl({ variant = 'compact' }: { variant?: 'compact' | 'list' }) {
  const actor = useLanguageActor();
  const { t } = useLingui();
  const current = useSelector(actor, (s) => s.context.current);
  const other = LANGUAGES.find((l) => l.code !== current) ?? LANGUAGES[0]!;

  return (
    <>
      {variant === 'compact' ? (
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => actor.send({ type: 'language.select', code: other.code })}
          aria-label={t`Change language to ${other.nativeName}`}
          lang={other.code}
          data-testid="language-toggle"
        >
          <GlobeIcon size={18} />
          {/* A phone's header has no room for the name (the Arabic header was wider than the screen); the
              button's label still says which language it switches to. */}
          <span className={css({ hideBelow: 'sm' })}>{other.nativeName}</span>
        </button>
      ) : (
        <div role="group" aria-label={t`Language`} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {LANGUAGES.map((l) => (
            <button
              key={l.code}
              type="button"
              lang={l.code}
              aria-pressed={l.code === current}
              className={button({ variant: l.code === current ? 'solid' : 'outline', size: 'sm' })}
              onClick={() => actor.send({ type: 'language.select', code: l.code })}
            >
              {l.nativeName}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
