import { createActor, fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { moduleChoiceMachine } from '../../machines/modules/moduleChoice.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import { STORAGE_KEYS } from '../api/storage';
import type { RentalCart } from '../api/types';
import { parseStoredModule } from '../domain/module';
import { parseZoneIds, type RentalCartView } from '../domain/zone';
import { moduleMessages } from '../features/modules/messages';
import { notify } from '../ui/toaster';
import type { createAppRouter } from './router';

/** The edge of the module choice (created at boot: the module rail and popup read it): rental cart calls, storage, toasts, navigation. */

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Token-or-guest: a guest with no guest id yet has no rental cart at all. */
function cartOwner(): { query: { guest_id?: string } } | null {
  if (stored(STORAGE_KEYS.token)) return { query: {} };
  const guestId = stored(STORAGE_KEYS.guestId);
  return guestId ? { query: { guest_id: guestId } } : null;
}

export function createModuleChoiceActor(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  const logic = moduleChoiceMachine.provide({
    actors: {
      fetchRentalCart: fromPromise(async ({ input }: { input: { moduleId: number } }): Promise<RentalCartView> => {
        const owner = cartOwner();
        if (!owner) return { carts: [] };
        // moduleId is the rental module's (the stored module may still be the previous one). zoneId is sent
        // empty on purpose: given the new zones, the platform silently drops lines it cannot serve there,
        // and the customer would never learn why the cart emptied. The cart as built is compared instead.
        const data = (await unwrap(
          api.GET('/api/v1/rental/user/cart/get-cart', { params: { query: owner.query, header: { moduleId: input.moduleId, zoneId: '' } } }),
        )) as RentalCart;
        return { carts: Array.isArray(data?.carts) ? data.carts : [] };
      }),
      clearRentalCart: fromPromise(async ({ input }: { input: { moduleId: number } }) => {
        const owner = cartOwner() ?? { query: {} };
        try {
          await unwrap(api.DELETE('/api/v1/rental/user/cart/remove-cart', { params: { query: owner.query, header: { moduleId: input.moduleId } } }));
        } catch (error) {
          throw { message: isApiError(error) ? (error.messages[0] ?? null) : null };
        }
        await queryClient.invalidateQueries({ queryKey: ['rental'] });
      }),
    },
    actions: {
      saveModule: (_, { module }) => localStorage.setItem(STORAGE_KEYS.module, JSON.stringify(module)),
      goHome: () => void router.navigate({ to: '/home' }),
      announceSelected: () => notify('success', i18n._(moduleMessages.selected)),
      announceLocationSet: () => notify('success', i18n._(moduleMessages.locationSet)),
      announceCartCleared: () => notify('error', i18n._(moduleMessages.cartCleared)),
      warnModuleRequired: () => notify('error', i18n._(moduleMessages.required), 'module-required'),
      showServerError: (_, { message }) => notify('error', message ?? i18n._(moduleMessages.somethingWrong)),
    },
  });
  return createActor(logic, {
    input: {
      current: parseStoredModule(stored(STORAGE_KEYS.module)),
      allowedZoneIds: parseZoneIds(stored(STORAGE_KEYS.zoneId)),
    },
  });
}
