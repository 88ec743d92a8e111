import { createActor, fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { moduleChoiceMachine } from '../../machines/modules/moduleChoice.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import { overrideHeaders } from '../api/headers';
import { getScope, saveModule, subscribeScope, type ShoppingScope } from '../api/scope';
import { modulesQuery } from '../api/queries/location';
import { moduleTypeOf, toStoredModule } from '../domain/module';
import type { RentalCartView } from '../domain/zone';
import { moduleMessages } from '../features/modules/messages';
import { notify } from '../ui/toaster';
import type { createAppRouter } from './router';

/** The edge of the module choice (created at boot: the module rail and popup read it): rental cart calls, storage, toasts, navigation. */

/** The module and zones of a scope, as the module choice compares them. */
const moduleFacts = (s: ShoppingScope) =>
  JSON.stringify([s.module?.id ?? null, s.module?.module_type ?? null, s.zoneIds]);

/**
 * The module choice follows the scope instead of keeping a copy of it: each change of the stored module or
 * zones (a location chosen, another tab, the choice's own save) is sent as `scope.changed`. Only in the
 * browser: a server render's scope does not change, and a listener per request would outlive it.
 */
function followScope(actor: ReturnType<typeof createActor<typeof moduleChoiceMachine>>) {
  let last = moduleFacts(getScope());
  subscribeScope(() => {
    const scope = getScope();
    const now = moduleFacts(scope);
    if (now === last) return;
    last = now;
    actor.send({ type: 'scope.changed', module: scope.module, zoneIds: scope.zoneIds });
  });
}

export function createModuleChoiceActor(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  browser = false,
) {
  const logic = moduleChoiceMachine.provide({
    actors: {
      fetchRentalCart: fromPromise(async ({ input }: { input: { moduleId: number } }): Promise<RentalCartView> => {
        // Token-or-guest (the client adds the owner): a guest with no guest id yet has no rental cart at all.
        const { signedIn, guestId } = getScope();
        if (!signedIn && !guestId) return { carts: [] };
        // moduleId is the rental module's (the stored module may still be the previous one). zoneId is sent
        // empty on purpose: given the new zones, the platform silently drops lines it cannot serve there,
        // and the customer would never learn why the cart emptied. The cart as built is compared instead.
        const data = await unwrap(
          api.GET('/api/v1/rental/user/cart/get-cart', {
            headers: overrideHeaders(getScope(), { moduleId: input.moduleId, zoneId: 'none' }),
          }),
        );
        return { carts: Array.isArray(data?.carts) ? data.carts : [] };
      }),
      clearRentalCart: fromPromise(async ({ input }: { input: { moduleId: number } }) => {
        try {
          await unwrap(
            api.DELETE('/api/v1/rental/user/cart/remove-cart', { params: { header: { moduleId: input.moduleId } } }),
          );
        } catch (error) {
          throw { message: isApiError(error) ? (error.messages[0] ?? null) : null };
        }
        await queryClient.invalidateQueries({ queryKey: ['rental'] });
      }),
    },
    actions: {
      saveModule: (_, { module }) => saveModule(module),
      goHome: () => void router.navigate({ to: '/home' }),
      announceSelected: () => notify('success', i18n._(moduleMessages.selected)),
      announceLocationSet: () => notify('success', i18n._(moduleMessages.locationSet)),
      announceCartCleared: () => notify('error', i18n._(moduleMessages.cartCleared)),
      warnModuleRequired: () => notify('error', i18n._(moduleMessages.required), 'module-required'),
      showServerError: (_, { message }) => notify('error', message ?? i18n._(moduleMessages.somethingWrong)),
    },
  });
  const actor = createActor(logic, {
    input: {
      current: getScope().module,
      allowedZoneIds: getScope().zoneIds,
      // acc §2 Landing: a tile tapped before a location was chosen comes back as /home?module_type= after the reload.
      wished:
        router.state.location.pathname === '/home'
          ? moduleTypeOf(new URLSearchParams(router.state.location.searchStr).get('module_type'))
          : null,
    },
  });
  if (browser) followScope(actor);
  return actor;
}

/**
 * core §2 /store and /product links carry module_id: the module it names becomes the chosen one (through the
 * module choice, so app state and storage agree). An id the platform does not know changes nothing. The
 * rental pages name their module by its type ('rental'): a shared vehicle link opens in the Rental module
 * whatever module was chosen, so what is added there lands in the cart the page shows.
 */
export async function adoptModule(
  queryClient: QueryClient,
  actor: ReturnType<typeof createModuleChoiceActor>,
  moduleRef: number | string,
) {
  const scope = getScope();
  if (typeof moduleRef === 'number' ? scope.moduleId === moduleRef : scope.moduleType === moduleRef) return;
  try {
    const modules = await queryClient.fetchQuery(modulesQuery(getScope().zone));
    const found = modules.find((m) =>
      typeof moduleRef === 'number' ? m.id === moduleRef : m.module_type === moduleRef,
    );
    if (found) actor.send({ type: 'module.adopt', module: toStoredModule(found) });
  } catch {
    // The page still opens with the link's module sent as a header.
  }
}
