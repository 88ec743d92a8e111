import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { modulesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { modulesForZones, toStoredModule } from '../../domain/module';
import { useModuleActor } from './moduleActor';
import { ModuleIcon } from './ModuleIcon';

const item = css({
  cluster: { base: '2', md: '1' },
  flexDirection: { base: 'row', md: 'column' },
  minHeight: '11',
  width: { md: 'full' },
  px: { base: '3', md: '1' },
  py: { base: '1', md: '2' },
  borderRadius: 'lg',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textAlign: 'center',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'transparent',
  _hover: { bg: 'bg.subtle' },
  _disabled: { cursor: 'wait', opacity: 0.7 },
  '&[aria-current=true]': { bg: 'accent.subtle', borderColor: 'accent.default', color: 'accent.emphasis' },
});

/**
 * acc §2: the side rail of modules, filtered by the saved zones. A column at the side on wide screens, a
 * scrolling strip under the header on phones. Choosing runs the module choice (rental zone check included).
 */
export function ModuleRail() {
  const actor = useModuleActor();
  const { t } = useLingui();
  const { zone: zoneId, zoneIds } = useScope();
  const modules = useQuery({ ...modulesQuery(zoneId), enabled: Boolean(zoneId) });
  const current = useSelector(actor, (s) => s.context.current);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const strip = useRef<HTMLUListElement>(null);
  // On a phone the strip scrolls sideways: the chosen module (Rental is last) is brought into view. Only the
  // strip moves (scrollIntoView would scroll the page too, under a restored scroll position).
  useEffect(() => {
    const list = strip.current;
    const chosen = list?.querySelector('[aria-current]');
    if (!list || !chosen) return;
    const [box, at] = [list.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (at.left < box.left) list.scrollLeft -= box.left - at.left;
    else if (at.right > box.right) list.scrollLeft += at.right - box.right;
  }, [current, modules.data]);
  if (!zoneId || !modules.data?.length) return null;
  const list = modulesForZones(modules.data, zoneIds);

  return (
    <nav
      aria-label={t`Modules`}
      data-testid="module-rail"
      className={css({
        flexShrink: 0,
        bg: 'bg.surface',
        borderColor: 'border.default',
        borderBottomWidth: { base: '1px', md: '0' },
        borderInlineEndWidth: { base: '0', md: '1px' },
        width: { base: 'full', md: '88px' },
      })}
    >
      <ul
        ref={strip}
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', md: 'column' },
          gap: '1',
          p: '2',
          overflowX: { base: 'auto', md: 'visible' },
          position: { md: 'sticky' },
          top: { md: '16' },
          scrollbarWidth: 'none',
        })}
      >
        <li className={css({ flexShrink: 0 })}>
          <button
            type="button"
            data-testid="module-rail-all"
            aria-haspopup="dialog"
            disabled={busy}
            onClick={() => actor.send({ type: 'module.popup.open' })}
            className={item}
          >
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="3" y="3" width="7" height="7" rx="1.5" />
              <rect x="14" y="3" width="7" height="7" rx="1.5" />
              <rect x="3" y="14" width="7" height="7" rx="1.5" />
              <rect x="14" y="14" width="7" height="7" rx="1.5" />
            </svg>
            <span className={css({ whiteSpace: 'nowrap' })}>
              <Trans>All modules</Trans>
            </span>
          </button>
        </li>
        {list.map((m) => {
          const active = current?.id === m.id;
          return (
            <li key={m.id} className={css({ flexShrink: 0 })}>
              <button
                type="button"
                disabled={busy}
                aria-current={active ? 'true' : undefined}
                onClick={() => actor.send({ type: 'module.choose', module: toStoredModule(m) })}
                className={item}
              >
                <ModuleIcon src={m.icon_full_url} size={28} />
                <span className={css({ whiteSpace: 'nowrap' })}>{m.module_name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
