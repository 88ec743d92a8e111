import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { modulesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { needsModuleChoice } from '../../domain/module';
import { useModuleActor } from './moduleActor';

const ModulePopup = lazy(() => import('./ModulePopup'));

/**
 * Mounts the module popup while it is open, and opens it on /home (once a location is set) when no module
 * is chosen, or the chosen one is not offered in the saved zones.
 */
export function ModulePopupHost() {
  const actor = useModuleActor();
  const open = useSelector(actor, (s) => s.context.popupOpen);
  const current = useSelector(actor, (s) => s.context.current);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { zone: zoneId, address } = useScope();
  const located = Boolean(zoneId && address);
  const modules = useQuery({ ...modulesQuery(zoneId), enabled: located });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (pathname !== '/home' || !located) return;
    if (!needsModuleChoice(current, modules.data)) return;
    // Ask once for each module that is missing here, so closing the popup is not undone at once.
    const key = String(current?.id ?? 'none');
    if (asked.current === key) return;
    asked.current = key;
    actor.send({ type: 'module.popup.open' });
  }, [pathname, located, current, modules.data, actor]);

  return open ? (
    <Suspense fallback={null}>
      <ModulePopup />
    </Suspense>
  ) : null;
}
