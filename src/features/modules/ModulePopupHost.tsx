import { Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { modulesQuery } from '../../api/queries/location';
import { useScope } from '../../api/scope';
import { toStoredModule } from '../../domain/module';
import { useModuleActor } from './moduleActor';
import { lazyPart } from '../../ui/lazyPart';

const ModulePopup = lazyPart(() => import('./ModulePopup'));

/**
 * Mounts the module popup while it is open. On /home (once a location is set) it tells the module choice
 * what the saved zones offer: the machine chooses the kind a landing tile wished for, or opens the popup
 * when no module is chosen or the chosen one is not offered here.
 */
export function ModulePopupHost() {
  const actor = useModuleActor();
  const open = useSelector(actor, (s) => s.context.popupOpen);
  const current = useSelector(actor, (s) => s.context.current);
  const wished = useSelector(actor, (s) => s.context.wished);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { zone: zoneId, address } = useScope();
  const located = Boolean(zoneId && address);
  const modules = useQuery({ ...modulesQuery(zoneId), enabled: located });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (pathname !== '/home' || !located) return;
    // With a module chosen, wait for the list (a failed list keeps it); with none, an unread list still asks.
    if (!modules.data && (current || !modules.isError)) return;
    // Offer once for each list, module and wish, so closing the popup is not undone at once (the list of the
    // zones the server rendered with can come first, then the device's own).
    const key = `${zoneId}|${current?.id ?? 'none'}|${wished ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    actor.send({ type: 'module.offer', modules: (modules.data ?? []).map(toStoredModule) });
  }, [pathname, located, zoneId, current, wished, modules.data, modules.isError, actor]);

  return open ? (
    <Suspense fallback={null}>
      <ModulePopup />
    </Suspense>
  ) : null;
}
