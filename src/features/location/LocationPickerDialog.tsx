import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { DialogCloseButton, DialogTitle } from '../../ui/Dialog';
import { SheetDialogFrame } from '../../ui/SheetDialogFrame';
import { useLocationActor } from './locationActor';
import { ChooseStep } from './ChooseStep';
import { MapStep } from './MapStep';
import { Spinner } from './icons';

/** core §2 Location picker popover: a dialog (a sheet on phones) with the ways to choose a location. */
export default function LocationPickerDialog() {
  const actor = useLocationActor();
  const { t } = useLingui();
  const wording = useSelector(actor, (s) => s.context.wording);
  const onMap = useSelector(actor, (s) => s.hasTag('map') || (s.hasTag('checking') && s.context.source === 'map'));
  const saved = useSelector(actor, (s) => s.hasTag('saved'));

  return (
    <SheetDialogFrame
      data-testid="location-picker"
      className={css({ maxWidth: '560px', maxHeight: { base: '94dvh', sm: '88dvh' } })}
      onClose={() => actor.send({ type: 'location.close' })}
    >
      <DialogTitle className={css({ pe: '10' })}>
        {wording === 'pickup' ? (
          <Trans>Choose your pickup location</Trans>
        ) : (
          <Trans>Choose your delivery location</Trans>
        )}
      </DialogTitle>
      <DialogCloseButton label={t`Close`} />
      {saved ? (
        <p role="status" className={css({ cluster: '2', color: 'fg.muted' })}>
          <Spinner />
          <Trans>Location saved. Loading…</Trans>
        </p>
      ) : onMap ? (
        <MapStep />
      ) : (
        <ChooseStep />
      )}
    </SheetDialogFrame>
  );
}
