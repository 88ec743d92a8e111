import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryAddress } from '../../src/domain/address';
import {
  pickProblem,
  placeProblem,
  refusalOf,
  type FileProblem,
  type PrescriptionImage,
  type PrescriptionProblem,
  type PrescriptionRefusal,
} from '../../src/domain/prescription';

/** What the draft keeps across a reload (the images too: the edge keeps it in IndexedDB). */
export interface PrescriptionDraft {
  images: PrescriptionImage[];
  note: string;
  tip: number;
}

export interface PrescriptionOrderContext extends PrescriptionDraft {
  storeId: number;
  address: DeliveryAddress | null;
  /** Why the last pick was not added (shown with the reason, nothing else lost). */
  fileProblem: FileProblem | null;
  /** What stopped the last Place order before any call. */
  problem: PrescriptionProblem | null;
  /** The server's refusal of the last try, in the page's words (the draft stays). */
  refusal: PrescriptionRefusal | null;
  refusalText: string | null;
}

export type PrescriptionOrderEvent =
  | { type: 'rx.add'; images: PrescriptionImage[] }
  | { type: 'rx.remove'; id: string }
  | { type: 'rx.note'; value: string }
  | { type: 'rx.tip'; value: number }
  | { type: 'rx.address'; address: DeliveryAddress | null }
  | { type: 'rx.submit' };

export interface PlacedPrescription {
  order_id: number;
}

export const prescriptionOrderMachine = setup({
  types: {
    context: {} as PrescriptionOrderContext,
    events: {} as PrescriptionOrderEvent,
    input: {} as { storeId: number },
    tags: {} as 'loading' | 'busy' | 'form',
  },
  actors: {
    /** Edge: the draft of this store kept on the device (IndexedDB), or null. */
    loadDraft: fromPromise<PrescriptionDraft | null, { storeId: number }>(async () => null),
    /** Edge: POST customer/order/prescription/place (multipart) with the intent's Idempotency-Key. */
    placePrescription: fromPromise<
      PlacedPrescription,
      { storeId: number; draft: PrescriptionDraft; address: DeliveryAddress }
    >(async () => ({ order_id: 0 })),
  },
  guards: {
    pickFits: ({ context, event }) => event.type === 'rx.add' && pickProblem(context.images, event.images) === null,
    ready: ({ context }) => placeProblem(context) === null,
  },
  actions: {
    restore: assign(({ context, event }) => {
      const draft = (event as { output?: PrescriptionDraft | null }).output;
      return draft ? { images: draft.images ?? [], note: draft.note ?? '', tip: draft.tip ?? 0 } : context;
    }),
    addImages: assign({
      images: ({ context, event }) => (event.type === 'rx.add' ? [...context.images, ...event.images] : context.images),
      fileProblem: null,
      problem: null,
      refusal: null,
    }),
    refusePick: assign({
      fileProblem: ({ context, event }) => (event.type === 'rx.add' ? pickProblem(context.images, event.images) : null),
    }),
    removeImage: assign({
      images: ({ context, event }) =>
        event.type === 'rx.remove' ? context.images.filter((i) => i.id !== event.id) : context.images,
      fileProblem: null,
    }),
    setNote: assign({
      note: ({ context, event }) => (event.type === 'rx.note' ? event.value.slice(0, 1000) : context.note),
    }),
    setTip: assign({
      tip: ({ context, event }) => (event.type === 'rx.tip' ? Math.max(0, Math.round(event.value)) : context.tip),
    }),
    setAddress: assign({
      address: ({ context, event }) => (event.type === 'rx.address' ? event.address : context.address),
      problem: null,
    }),
    explain: assign({ problem: ({ context }) => placeProblem(context) }),
    clearRefusal: assign({ refusal: null, refusalText: null, problem: null }),
    noteRefusal: assign((_, params: { error: unknown }) => ({
      refusal: refusalFrom(params.error),
      refusalText: textFrom(params.error),
    })),
    /** Edge: keep the draft (images, note, tip) on the device. */
    saveDraft: () => {},
    /** Edge: forget the draft once the order is placed. */
    clearDraft: () => {},
    /** Edge: open the placed order. */
    openOrder: (_, _params: { orderId: number; contactNumber: string }) => {},
  },
}).createMachine({
  id: 'prescriptionOrder',
  description:
    'platform-api-turn4 §5.1 Prescription order: on a pharmacy store that takes them, the customer adds up to 3 prescription images (type and size checked before upload, with the reason), a note, the delivery address (a guest gives contact and address as in checkout) and a tip, and places a cash-on-delivery order whose price the store sets later. One order per intent (Idempotency-Key). The draft, images included, survives a reload; a refusal (bad files, the store no longer taking prescriptions, closed, out of zone) is said in words and loses nothing.',
  context: ({ input }) => ({
    storeId: input.storeId,
    images: [],
    note: '',
    tip: 0,
    address: null,
    fileProblem: null,
    problem: null,
    refusal: null,
    refusalText: null,
  }),
  initial: 'restoring',
  on: { 'rx.address': { actions: 'setAddress' } },
  states: {
    restoring: {
      tags: ['loading'],
      description: 'The draft of this store is read back from the device.',
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: { target: 'editing', actions: 'restore' },
        onError: { target: 'editing' },
      },
    },
    editing: {
      tags: ['form'],
      description: 'Images, note, address and tip; Place order.',
      on: {
        'rx.add': [
          { guard: 'pickFits', actions: ['addImages', 'saveDraft'] },
          {
            actions: 'refusePick',
            description: 'A wrong type, a file over 2 MB or more than 3 images: the reason is shown, nothing is added.',
          },
        ],
        'rx.remove': { actions: ['removeImage', 'saveDraft'] },
        'rx.note': { actions: ['setNote', 'saveDraft'] },
        'rx.tip': { actions: ['setTip', 'saveDraft'] },
        'rx.submit': [
          { guard: 'ready', target: 'placing', actions: 'clearRefusal' },
          { actions: 'explain', description: 'No image, no address or no contact: said before any call.' },
        ],
      },
    },
    placing: {
      tags: ['form', 'busy'],
      description: 'prescription/place is sent once, however often Place order is pressed.',
      invoke: {
        id: 'placePrescription',
        src: 'placePrescription',
        input: ({ context }) => ({
          storeId: context.storeId,
          draft: { images: context.images, note: context.note, tip: context.tip },
          address: context.address!,
        }),
        onDone: {
          target: 'placed',
          actions: [
            'clearDraft',
            {
              type: 'openOrder',
              params: ({ event, context }) => ({
                orderId: event.output.order_id,
                contactNumber: context.address?.contact_person_number ?? '',
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    placed: { type: 'final', description: 'The order is placed; its page opens.' },
  },
});

/** The refusal's first code and status, from the edge's error (an ApiError: status and details). */
function refusalFrom(error: unknown): PrescriptionRefusal {
  const e = error as { status?: number; details?: Array<{ code?: string | null }> } | null;
  return refusalOf(e?.details?.[0]?.code ?? undefined, e?.status ?? 0);
}

const textFrom = (error: unknown): string | null =>
  (error as { details?: Array<{ message?: string }> } | null)?.details?.[0]?.message ?? null;
