import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Portal } from '@ark-ui/react/portal';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from '../../ui/Dialog';
import { CloseIcon } from '../../ui/icons';
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
    <DialogRoot
      open
      onOpenChange={(d) => {
        if (!d.open) actor.send({ type: 'location.close' });
      }}
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner
          className={css({ alignItems: { base: 'flex-end', sm: 'center' }, p: { base: '0', sm: '4' } })}
        >
          <DialogContent
            data-testid="location-picker"
            className={css({
              maxWidth: '560px',
              maxHeight: { base: '94dvh', sm: '88dvh' },
              overflowY: 'auto',
              p: { base: '4', sm: '6' },
              gap: '4',
              borderBottomRadius: { base: '0', sm: 'card' },
            })}
          >
            <DialogTitle className={css({ pe: '10' })}>
              {wording === 'pickup' ? (
                <Trans>Choose your pickup location</Trans>
              ) : (
                <Trans>Choose your delivery location</Trans>
              )}
            </DialogTitle>
            <DialogCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close`}>
              <CloseIcon />
            </DialogCloseTrigger>
            {saved ? (
              <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' })}>
                <Spinner />
                <Trans>Location saved. Loading…</Trans>
              </p>
            ) : onMap ? (
              <MapStep />
            ) : (
              <ChooseStep />
            )}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
