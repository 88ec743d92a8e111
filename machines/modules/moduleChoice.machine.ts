import { assign, fromPromise, setup } from 'xstate';
import { isRental, needsModuleChoice, type StoredModule } from '../../src/domain/module';
import { cartFitsZones, isCartEmpty, type RentalCartView } from '../../src/domain/zone';

export interface ModuleChoiceInput {
  /** The module chosen before (local storage `module`), if any. */
  current: StoredModule | null;
  /** The zones allowed where the customer is (the stored `zoneid`). */
  allowedZoneIds: number[];
  /** A landing tile's kind carried through the reload that follows a first location (`/home?module_type=`). */
  wished?: string | null;
}

export interface ModuleChoiceContext {
  current: StoredModule | null;
  /** The module being switched to. */
  chosen: StoredModule | null;
  allowedZoneIds: number[];
  /** The module selection popup is open (it stays open while a choice from it is checked). */
  popupOpen: boolean;
  /** Closing was refused for want of a module: the popup repeats the warning (a toast behind a modal is not announced). */
  warned: boolean;
  /** The kind of module a landing tile asked for (food, grocery…), chosen once /home knows what the zone offers. */
  wished: string | null;
}

export type ModuleChoiceEvent =
  | { type: 'module.popup.open' }
  | { type: 'module.popup.close' }
  | { type: 'module.choose'; module: StoredModule }
  /** A link (/store/…, /product/…?module_id=…) names another module: it becomes the chosen one, quietly. */
  | { type: 'module.adopt'; module: StoredModule }
  /** A landing tile: the visitor wants this kind of module (before a location is known, or on the way to /home). */
  | { type: 'module.wish'; moduleType: string }
  /** /home with a location: the modules offered in the saved zones. */
  | { type: 'module.offer'; modules: StoredModule[] }
  /** The shopping scope changed (a location chosen, another tab, a saved module): the flow follows it. */
  | { type: 'scope.changed'; module: StoredModule | null; zoneIds: number[] };

export const moduleChoiceMachine = setup({
  types: {
    tags: {} as 'busy',
    input: {} as ModuleChoiceInput,
    context: {} as ModuleChoiceContext,
    events: {} as ModuleChoiceEvent,
  },
  actors: {
    /** Edge: GET rental/user/cart/get-cart with the rental module's id as moduleId (guest_id for guests). */
    fetchRentalCart: fromPromise<RentalCartView, { moduleId: number }>(async () => ({ carts: [] })),
    /** Edge: DELETE rental/user/cart/remove-cart (guest_id for guests); rejects with the server's message. */
    clearRentalCart: fromPromise<void, { moduleId: number }>(async () => {}),
  },
  guards: {
    hasModule: ({ context }) => context.current !== null,
    wishIsOffered: ({ context, event }) =>
      event.type === 'module.offer' &&
      context.wished !== null &&
      event.modules.some((m) => m.module_type === context.wished),
    needsChoice: ({ context, event }) =>
      event.type === 'module.offer' && needsModuleChoice(context.current, event.modules),
    choseRental: ({ context }) => isRental(context.chosen),
    cartIsEmpty: ({ event }) => isCartEmpty((event as { output?: RentalCartView }).output),
    cartFitsAllowedZones: ({ context, event }) =>
      cartFitsZones((event as { output?: RentalCartView }).output, context.allowedZoneIds),
  },
  actions: {
    openPopup: assign({ popupOpen: true, warned: false, wished: null }),
    markWarned: assign({ warned: true }),
    choose: assign({ chosen: ({ event }) => (event.type === 'module.choose' ? event.module : null), wished: null }),
    wish: assign({ wished: ({ event }) => (event.type === 'module.wish' ? event.moduleType : null) }),
    chooseWished: assign({
      chosen: ({ context, event }) =>
        event.type === 'module.offer' ? (event.modules.find((m) => m.module_type === context.wished) ?? null) : null,
      wished: null,
    }),
    forgetWish: assign({ wished: null }),
    adoptChosen: assign({ current: ({ context }) => context.chosen ?? context.current }),
    adoptLinked: assign({ current: ({ event }) => (event.type === 'module.adopt' ? event.module : null) }),
    finish: assign({ popupOpen: false, chosen: null, warned: false }),
    followScope: assign(({ event }) =>
      event.type === 'scope.changed' ? { current: event.module, allowedZoneIds: event.zoneIds } : {},
    ),
    /** Edge: local storage `module` (id and module_type) and the module-scoped queries refetched. */
    saveModule: (_, _params: { module: StoredModule }) => {},
    /** Edge: go to /home. */
    goHome: () => {},
    /** Edge: toast "A Module has been selected." */
    announceSelected: () => {},
    /** Edge: toast "Location set successfully". */
    announceLocationSet: () => {},
    /** Edge: error toast "Your cart has been cleared as the selected zone does not support the previous pickup point." */
    announceCartCleared: () => {},
    /** Edge: error toast "A module must be selected to continue." */
    warnModuleRequired: () => {},
    /** Edge: the server's message when the cart could not be cleared (core §8). */
    showServerError: (_, _params: { message: string | null }) => {},
  },
}).createMachine({
  id: 'moduleChoice',
  description:
    'core §2 Module selection popup, §4 Module choice, acc §2 side rail: the customer picks a module (food, grocery, pharmacy, shop, parcel, rental). It is saved locally and in app state and the customer goes to /home. Switching to rental with a rental cart checks the first provider\'s pickup zones against the zones allowed here: a match says "Location set successfully"; otherwise the whole cart is deleted with "Your cart has been cleared as the selected zone does not support the previous pickup point.".',
  context: ({ input }) => ({
    current: input.current,
    chosen: null,
    allowedZoneIds: input.allowedZoneIds,
    popupOpen: false,
    warned: false,
    wished: input.wished ?? null,
  }),
  initial: 'idle',
  on: {
    'scope.changed': {
      actions: 'followScope',
      description:
        'The stored module or zones changed (a location chosen, another tab): the module in force and the zones a rental cart is checked against follow the scope.',
    },
  },
  states: {
    idle: {
      description: 'No choice under way; the side rail offers the modules of the saved zones.',
      on: {
        'module.popup.open': {
          target: 'popup',
          actions: 'openPopup',
          description: 'Opened from the header, or by /home when no module is chosen.',
        },
        'module.choose': { target: 'saving', actions: 'choose', description: 'A module chosen on the side rail.' },
        'module.adopt': {
          actions: [{ type: 'saveModule', params: ({ event }) => ({ module: event.module }) }, 'adoptLinked'],
          description:
            'A shared store or product link carries its module: saved and adopted without a message or a move, as the platform web client does.',
        },
        'module.wish': {
          actions: 'wish',
          description:
            'A landing tile (Food, Grocery…): remembered until /home knows the modules of the chosen location.',
        },
        'module.offer': [
          {
            guard: 'wishIsOffered',
            target: 'saving',
            actions: 'chooseWished',
            description: "The tile's kind is offered here: it is chosen as if picked on the rail.",
          },
          {
            guard: 'needsChoice',
            target: 'popup',
            actions: ['forgetWish', 'openPopup'],
            description:
              'No module chosen, or the chosen one (or the wished kind) is not offered here: the popup asks.',
          },
          {
            actions: 'forgetWish',
            description: 'The chosen module is offered here; a wish for a kind not offered is dropped.',
          },
        ],
      },
    },
    popup: {
      description:
        'The module selection popup: the module tiles (the previous choice highlighted, five skeleton tiles while loading, "No module found" when empty) and the note "Select a type of module for your orders.".',
      on: {
        'module.choose': { target: 'saving', actions: 'choose' },
        'module.popup.close': [
          { guard: 'hasModule', target: 'idle', actions: 'finish' },
          {
            actions: ['warnModuleRequired', 'markWarned'],
            description: 'No module chosen yet: "A module must be selected to continue." and the popup stays.',
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      description: 'The chosen module is saved locally and in app state.',
      entry: [{ type: 'saveModule', params: ({ context }) => ({ module: context.chosen! }) }, 'adoptChosen'],
      always: [
        {
          guard: 'choseRental',
          target: 'checkingRentalCart',
          description: 'Rental: check the rental cart against the zones here.',
        },
        {
          target: 'idle',
          actions: ['announceSelected', 'goHome', 'finish'],
          description: '"A Module has been selected." and /home.',
        },
      ],
    },
    checkingRentalCart: {
      tags: ['busy'],
      description: "Reading the rental cart to compare its first provider's pickup zones with the allowed zones.",
      invoke: {
        id: 'fetchRentalCart',
        src: 'fetchRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? context.current?.id ?? 0 }),
        onDone: [
          {
            guard: 'cartIsEmpty',
            target: 'idle',
            actions: ['announceSelected', 'goHome', 'finish'],
            description: 'No rental cart: as any other module.',
          },
          {
            guard: 'cartFitsAllowedZones',
            target: 'idle',
            actions: ['announceLocationSet', 'goHome', 'finish'],
            description: 'A pickup zone matches: "Location set successfully", /home, the popup closes.',
          },
          { target: 'clearingCart', description: 'No pickup zone matches: the whole cart goes.' },
        ],
        onError: {
          target: 'idle',
          actions: ['announceSelected', 'goHome', 'finish'],
          description: 'A cart that cannot be read does not block the choice.',
        },
      },
    },
    clearingCart: {
      tags: ['busy'],
      description: 'Deleting the whole rental cart.',
      invoke: {
        id: 'clearRentalCart',
        src: 'clearRentalCart',
        input: ({ context }) => ({ moduleId: context.chosen?.id ?? context.current?.id ?? 0 }),
        onDone: {
          target: 'idle',
          actions: ['announceCartCleared', 'goHome', 'finish'],
          description:
            '"Your cart has been cleared as the selected zone does not support the previous pickup point." and /home.',
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'showServerError',
              params: ({ event }) => ({ message: messageOf(event.error) }),
            },
            'goHome',
            'finish',
          ],
          description: "A failed clear shows the server's message (core §8).",
        },
      },
    },
  },
});

function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message || null;
  return null;
}
