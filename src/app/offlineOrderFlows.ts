import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { offlinePaymentMachine } from '../../machines/orders/offlinePayment.machine';
import { prescriptionOrderMachine, type PrescriptionDraft } from '../../machines/orders/prescriptionOrder.machine';
import { toastServerErrors } from './serverErrors';
import { storage } from '../api/scope';
import { STORAGE_KEYS } from '../api/storage';
import { withIntentKey } from '../api/idempotency';
import { orderKeys } from '../api/queries/orders';
import { sendOfflineProof } from '../api/queries/offlinePayment';
import { sendGuestOfflineProof } from '../api/queries/guestOfflineProof';
import { prescriptionFields } from '../domain/prescription';
import { offlineMessages } from '../features/orders/offlineMessages';
import { notify } from '../ui/toaster';

/** The edge of offline payment with proof and of the prescription order (platform-api-turn4 §5). */

export function createOfflinePaymentLogic(queryClient: QueryClient) {
  return offlinePaymentMachine.provide({
    actors: {
      // A guest's order (the order-placed page, Track order) goes with the phone it was placed with.
      sendProof: fromPromise(async ({ input: { contactNumber, ...proof } }) =>
        contactNumber ? sendGuestOfflineProof({ ...proof, contactNumber }) : sendOfflineProof(proof),
      ),
    },
    actions: {
      notifySent: () => notify('success', i18n._(offlineMessages.sent)),
      refreshOrder: ({ context }) => {
        // The order's key is the prefix of its tracked answers (a guest's, with the phone): the order-placed page's too.
        void queryClient.invalidateQueries({ queryKey: orderKeys.order(context.orderId) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.pages() });
      },
      showServerErrors: (_, { error }) => toastServerErrors(error, i18n._(offlineMessages.failed)),
    },
  });
}

// The upload code (multipart call, IndexedDB draft) loads with the prescription page, not before (docs/budgets.md).
const draftModule = () => import('../api/prescriptionDraft');

/** `openOrder` replaces the form in the history with the placed order's page. */
export function createPrescriptionLogic(queryClient: QueryClient, replaceUrl: (href: string) => void) {
  return prescriptionOrderMachine.provide({
    actors: {
      loadDraft: fromPromise(async ({ input }): Promise<PrescriptionDraft | null> =>
        (await draftModule()).readPrescriptionDraft(input.storeId),
      ),
      placePrescription: fromPromise(async ({ input }) => {
        const { placePrescriptionCall } = await import('../api/queries/prescription');
        const fields = prescriptionFields({
          storeId: input.storeId,
          note: input.draft.note,
          tip: input.draft.tip,
          address: input.address,
          distanceKm: 0,
        });
        const files = input.draft.images.map((i) => i.file as Blob);
        // One order per intent: the same fields and images again (a double tap, a retry) send the same key.
        const digestOf = { ...fields, images: input.draft.images.map((i) => `${i.id}:${i.size}`) };
        const answer = await withIntentKey(storage, STORAGE_KEYS.intentPrescription, digestOf, (headers) =>
          placePrescriptionCall(fields, files, headers),
        );
        void queryClient.invalidateQueries({ queryKey: orderKeys.pages() });
        return { order_id: Number(answer.order_id) };
      }),
    },
    actions: {
      saveDraft: ({ context }) =>
        void draftModule().then((m) =>
          m.writePrescriptionDraft(context.storeId, { images: context.images, note: context.note, tip: context.tip }),
        ),
      clearDraft: ({ context }) => void draftModule().then((m) => m.clearPrescriptionDraft(context.storeId)),
      openOrder: (_, { orderId, contactNumber }) =>
        replaceUrl(
          `/order-placed?order_id=${orderId}${contactNumber ? `&contact_number=${encodeURIComponent(contactNumber)}` : ''}`,
        ),
    },
  });
}
