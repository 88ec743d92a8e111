import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES } from '../../domain/language';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLanguageActor } from './languageActor';

/** core §2 Language change confirmation dialog. */
export default function LanguageConfirmDialog() {
  const actor = useLanguageActor();
  const { t } = useLingui();
  const pending = useSelector(actor, (s) => s.context.pending);
  const name = LANGUAGES.find((l) => l.code === pending)?.nativeName ?? pending ?? '';
  return (
    <ConfirmDialog
      testId="language-dialog"
      title={<Trans>Change language?</Trans>}
      description={<Trans>Are you sure you want to change the language to {name}? The page will reload.</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Yes, change</Trans>}
      confirmAriaLabel={t`Yes, change to ${name}`}
      onCancel={() => actor.send({ type: 'language.cancel' })}
      onConfirm={() => actor.send({ type: 'language.confirm' })}
    />
  );
}
