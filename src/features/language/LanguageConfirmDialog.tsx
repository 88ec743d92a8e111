import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { LANGUAGES } from '../../domain/language';
import {
  DialogBackdrop,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from '../../ui/Dialog';
import { useLanguageActor } from './languageActor';

/** core §2 Language change confirmation dialog. */
export default function LanguageConfirmDialog() {
  const actor = useLanguageActor();
  const { t } = useLingui();
  const pending = useSelector(actor, (s) => s.context.pending);
  const target = LANGUAGES.find((l) => l.code === pending);
  const name = target?.nativeName ?? pending ?? '';

  return (
    <DialogRoot
      open
      role="alertdialog"
      onOpenChange={(d) => {
        if (!d.open) actor.send({ type: 'language.cancel' });
      }}
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent data-testid="language-dialog">
            <DialogTitle>
              <Trans>Change language?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Are you sure you want to change the language to {name}? The page will reload.</Trans>
            </DialogDescription>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'language.cancel' })}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className={button()}
                onClick={() => actor.send({ type: 'language.confirm' })}
                aria-label={t`Yes, change to ${name}`}
              >
                <Trans>Yes, change</Trans>
              </button>
            </div>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
