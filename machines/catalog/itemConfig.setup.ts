import { assign, emit, fromPromise, setup } from 'xstate';
import { type ItemSpec } from '../../src/domain/itemOptions';
import type { ItemToConfigure } from '../../src/domain/types/item';
import type { CartLineChoice } from '../../src/domain/types/cart';
import {
  cartPayload,
  chooseOption,
  effectiveStock,
  findCartLine,
  foodProblem,
  isVariationOutOfStock,
  sameAsLine,
  selectFoodValue,
  selectionFromLine,
  stepAddOn,
  toggleAddOn,
  type CartPayload,
  type Selection,
} from '../../src/domain/itemConfig';
import { increaseBlock, isOutOfStock } from '../../src/domain/stock';

export interface ItemConfigInput {
  item: ItemToConfigure;
  /** From config module_config[type].stock; food does not track stock. */
  stockTracked?: boolean;
  /** The cart lines of this module (api §3.5), to show "Update To Cart" and restore a line's values. */
  lines?: CartLineChoice[];
  /** A line opened for editing (the cart drawer's edit dialog). */
  editLine?: CartLineChoice | null;
  /** core §4: the current time is inside the item's available window. */
  available?: boolean;
  /** core §4: outside the window, schedule_order lets it be ordered as a scheduled order. */
  scheduleOrder?: boolean;
  digits?: number;
  /** No quantity limit is specified for add-ons; tests bound it to keep the model finite. */
  addOnMax?: number;
}

export interface ItemConfigContext {
  spec: ItemSpec;
  selection: Selection;
  lines: CartLineChoice[];
  /** The cart line this configuration matches: the button reads "Update To Cart". */
  line: CartLineChoice | null;
  available: boolean;
  scheduleOrder: boolean;
  digits: number;
  addOnMax: number;
}

/** Message ids the views translate (core §4, §5, §8); server refusals travel as their own text. */
export type ItemConfigMessageId =
  | 'outOfStock'
  | 'outOfLimits'
  | 'variationOutOfStock'
  | 'variationRequired'
  | 'variationRange'
  | 'noChanges'
  | 'updated'
  | 'itemUpdated'
  | 'added'
  | 'notAvailable';

export type ItemConfigNotice =
  | { kind: 'success' | 'error' | 'info'; id: ItemConfigMessageId; values?: Record<string, string | number> }
  | { kind: 'error'; texts: string[] };

export type ItemConfigEvent =
  | { type: 'item.choice.select'; group: number; option: string }
  | { type: 'item.food.select'; group: string; label: string }
  | { type: 'item.addon.toggle'; id: number }
  | { type: 'item.addon.increment'; id: number }
  | { type: 'item.addon.decrement'; id: number }
  | { type: 'item.quantity.increment' }
  | { type: 'item.quantity.decrement' }
  | { type: 'item.cart.sync'; lines: CartLineChoice[] }
  | { type: 'item.cart.submit' }
  | { type: 'item.buyNow' }
  /** The add-to-cart flow's answer to this item's add (it asked with itself as `replyTo`). */
  | { type: 'item.cart.added'; lines: CartLineChoice[] }
  | { type: 'item.cart.notAdded' }
  /** An answer that arrives after its state was left (see the root transitions). */
  | { type: 'xstate.error.actor.updateCart'; error: unknown };

/** What the configuration hands to the cart (issue "Cart…": its add-to-cart flow listens for these). */
export type ItemConfigEmitted =
  | { type: 'cart.add'; payload: CartPayload; storeId: number | null; scheduled: boolean }
  | { type: 'cart.update'; payload: CartPayload & { cart_id: number } }
  | { type: 'item.buyNow'; payload: CartPayload; campaign: boolean; scheduled: boolean };

export interface CartRequest {
  payload: CartPayload & { cart_id?: number };
  storeId: number | null;
}

export const serverMessages = (error: unknown): string[] => {
  const e = error as { messages?: unknown; message?: unknown } | null;
  if (e && Array.isArray(e.messages) && e.messages.length) return e.messages.map(String);
  return typeof e?.message === 'string' && e.message ? [e.message] : [];
};

export const withLine = (context: ItemConfigContext, selection: Selection) => ({
  selection,
  line: findCartLine(context.spec, selection, context.lines),
});

/** The itemConfig statechart's vocabulary (types, actors, guards, actions); itemConfig.machine.ts draws its states. */
export const itemConfigSetup = setup({
  types: {
    tags: {} as 'busy',
    input: {} as ItemConfigInput,
    context: {} as ItemConfigContext,
    events: {} as ItemConfigEvent,
    emitted: {} as ItemConfigEmitted,
  },
  actors: {
    /** Edge: POST customer/cart/update with cart_id; resolves with the module's cart lines. */
    updateCart: fromPromise<CartLineChoice[], CartRequest>(async () => []),
  },
  guards: {
    isChoiceOption: ({ context, event }) =>
      event.type === 'item.choice.select' && Boolean(context.spec.choices[event.group]?.options.includes(event.option)),
    isFoodValue: ({ context, event }) =>
      event.type === 'item.food.select' &&
      context.spec.foodGroups.some((g) => g.name === event.group && g.values.some((v) => v.label === event.label)),
    hasAddOn: ({ context, event }) => 'id' in event && context.selection.addOns.some((a) => a.id === event.id),
    canIncreaseAddOn: ({ context, event }) =>
      'id' in event &&
      context.selection.addOns.some((a) => a.id === event.id && a.checked && a.quantity < context.addOnMax),
    canDecreaseAddOn: ({ context, event }) =>
      'id' in event && context.selection.addOns.some((a) => a.id === event.id && a.checked && a.quantity > 0),
    isAtStock: ({ context }) =>
      increaseBlock(context.selection.quantity, {
        stock: effectiveStock(context.spec, context.selection),
        maxCartQuantity: null,
      }) === 'outOfStock',
    isAtLimit: ({ context }) =>
      increaseBlock(context.selection.quantity, { stock: null, maxCartQuantity: context.spec.maxCartQuantity }) ===
      'outOfLimits',
    canDecrease: ({ context }) => context.selection.quantity > 1,
    isOffHours: ({ context }) => !context.available && !context.scheduleOrder,
    isVariationOutOfStock: ({ context }) => isVariationOutOfStock(context.spec, context.selection),
    isOutOfStock: ({ context }) => isOutOfStock(effectiveStock(context.spec, context.selection)),
    hasMissingRequiredGroup: ({ context }) => foodProblem(context.spec, context.selection)?.kind === 'required',
    hasGroupOutOfRange: ({ context }) => foodProblem(context.spec, context.selection)?.kind === 'range',
    isUnchangedLine: ({ context }) =>
      context.line !== null && sameAsLine(context.spec, context.selection, context.line),
    hasCartLine: ({ context }) => context.line !== null,
  },
  actions: {
    chooseOption: assign(({ context, event }) => {
      if (event.type !== 'item.choice.select') return {};
      const next = chooseOption(context.spec, context.selection, event.group, event.option);
      const line = findCartLine(context.spec, next, context.lines);
      // core §4: the chosen variation starts again at quantity 1, unless the cart holds it: then its values return.
      return { selection: line ? selectionFromLine(context.spec, line) : next, line };
    }),
    selectFoodValue: assign(({ context, event }) =>
      event.type === 'item.food.select'
        ? withLine(context, selectFoodValue(context.spec, context.selection, event.group, event.label))
        : {},
    ),
    toggleAddOn: assign(({ context, event }) =>
      event.type === 'item.addon.toggle' ? withLine(context, toggleAddOn(context.selection, event.id)) : {},
    ),
    increaseAddOn: assign(({ context, event }) =>
      event.type === 'item.addon.increment' ? withLine(context, stepAddOn(context.selection, event.id, 1)) : {},
    ),
    decreaseAddOn: assign(({ context, event }) =>
      event.type === 'item.addon.decrement' ? withLine(context, stepAddOn(context.selection, event.id, -1)) : {},
    ),
    increaseQuantity: assign(({ context }) => ({
      selection: { ...context.selection, quantity: context.selection.quantity + 1 },
    })),
    decreaseQuantity: assign(({ context }) => ({
      selection: { ...context.selection, quantity: Math.max(1, context.selection.quantity - 1) },
    })),
    storeLines: assign(({ context }, params: { lines: CartLineChoice[] }) => ({
      lines: params.lines,
      line: findCartLine(context.spec, context.selection, params.lines),
    })),
    /** Edge: toast the message (translated by its id) or the server's own texts. */
    notify: (_, _params: ItemConfigNotice) => {},
    dropLateAnswer: () => {},
    /**
     * Edge: send `cart.add` (configured, with this actor as `replyTo`) to the app's add-to-cart flow, which
     * checks the store conflict, adds, announces, and answers `item.cart.added` or `item.cart.notAdded`.
     */
    requestAdd: (_, _params: CartRequest) => {},
    /** Edge: close the dialog the configuration lives in (the product page stays). */
    closeView: () => {},
    /** Edge: keep the item for checkout and go to /checkout?page=buy_now (page=campaign for campaign items). */
    startBuyNow: (_, _params: { payload: CartPayload; campaign: boolean; scheduled: boolean }) => {},
    emitAdd: emit(({ context }) => ({
      type: 'cart.add' as const,
      payload: cartPayload(context.spec, context.selection, context.digits),
      storeId: context.spec.storeId,
      scheduled: !context.available,
    })),
    emitUpdate: emit(({ context }) => ({
      type: 'cart.update' as const,
      payload: { ...cartPayload(context.spec, context.selection, context.digits), cart_id: context.line?.id ?? 0 },
    })),
    emitBuyNow: emit(({ context }) => ({
      type: 'item.buyNow' as const,
      payload: cartPayload(context.spec, context.selection, context.digits),
      campaign: context.spec.model === 'ItemCampaign',
      scheduled: !context.available,
    })),
  },
});
