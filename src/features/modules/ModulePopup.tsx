import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { modulesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { modulesForZones, toStoredModule } from '../../domain/module';
import { DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { pageFocusTarget } from '../../ui/dialogFocus';
import { useModuleActor } from './moduleActor';
import { ModuleIcon } from './ModuleIcon';
import { moduleMessages } from './messages';

const SKELETON_TILES = 5;

const tile = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '14',
  px: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  textAlign: 'start',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.default' },
  _disabled: { cursor: 'wait', opacity: 0.7 },
  '&[aria-current=true]': {
    bg: 'accent.subtle',
    borderColor: 'accent.default',
    borderWidth: '2px',
    color: 'accent.emphasis',
  },
});

/** core §2 Module selection popup. */
export default function ModulePopup() {
  const actor = useModuleActor();
  const { t, i18n } = useLingui();
  const current = useSelector(actor, (s) => s.context.current);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const warned = useSelector(actor, (s) => s.context.warned);
  const { zone: zoneId, zoneIds } = useScope();
  const modules = useQuery(modulesQuery(zoneId));
  const list = modules.data ? modulesForZones(modules.data, zoneIds) : [];

  return (
    <DialogFrame
      onClose={() => actor.send({ type: 'module.popup.close' })}
      // Often opened by the page itself (a landing tile, a new location): focus then has no button to return to.
      finalFocusEl={pageFocusTarget}
      data-testid="module-popup"
      className={css({ maxWidth: '520px' })}
    >
      <DialogTitle className={css({ pe: '10' })}>
        <Trans>Select Module</Trans>
      </DialogTitle>
      <DialogCloseButton label={t`Close`} />
      {modules.isPending ? (
        <div
          role="status"
          aria-label={t`Loading modules`}
          className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '2' })}
        >
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <Skeleton key={i} className={css({ height: '14' })} />
          ))}
        </div>
      ) : list.length ? (
        <ul
          aria-label={t`Modules`}
          className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '2' })}
        >
          {list.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={tile}
                disabled={busy}
                aria-current={current?.id === m.id ? 'true' : undefined}
                aria-busy={busy && chosen?.id === m.id ? true : undefined}
                onClick={() => actor.send({ type: 'module.choose', module: toStoredModule(m) })}
              >
                <ModuleIcon src={m.icon_full_url} size={32} />
                <span className={css({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })}>
                  {m.module_name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div
          role="alert"
          data-testid="no-module"
          className={css({
            borderRadius: 'lg',
            borderInlineStartWidth: '4px',
            borderColor: 'fg.danger',
            bg: 'bg.subtle',
            px: '4',
            py: '3',
          })}
        >
          <p className={css({ fontWeight: 'bold', color: 'fg.danger' })}>
            <Trans>No module found</Trans>
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>Contact with the site owner to activate modules.</Trans>
          </p>
        </div>
      )}
      {warned ? (
        <p
          role="alert"
          data-testid="module-required"
          className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.danger' })}
        >
          {i18n._(moduleMessages.required)}
        </p>
      ) : null}
      <DialogDescription
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'flex-start',
          bg: 'accent.subtle',
          color: 'fg.default',
          borderRadius: 'lg',
          px: '3',
          py: '2',
        })}
      >
        <span aria-hidden="true" className={css({ fontWeight: 'bold', color: 'accent.default' })}>
          i
        </span>
        <Trans>Select a type of module for your orders.</Trans>
      </DialogDescription>
    </DialogFrame>
  );
}
