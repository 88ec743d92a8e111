import { assign, emit, fromPromise, setup } from 'xstate';
import { itemSpecOf, type ItemLike, type ItemSpec } from '../../src/domain/itemOptions';
import {
  cartPayload,
  chooseOption,
  effectiveStock,
  findCartLine,
  foodProblem,
  initialSelection,
  isVariationOutOfStock,
  sameAsLine,
  selectFoodValue,
  selectionFromLine,
  stepAddOn,
  toggleAddOn,
  type CartLineLike,
  type CartPayload,
  type Selection,
} from '../../src/domain/itemConfig';
import { increaseBlock, isOutOfStock } from '../../src/domain/stock';
import { DEFAULT_DIGITS } from '../../src/domain/money';

export interface ItemConfigInput {
  item: ItemLike;
  /** From config module_config[type].stock; food does not track stock. */
  stockTracked?: boolean;
  /** The cart lines of this module (api §3.5), to show "Update To Cart" and restore a line's values. */
  lines?: CartLineLike[];
  /** A line opened for editing (the cart drawer's edit dialog). */
  editLine?: CartLineLike | null;
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
  lines: CartLineLike[];
  /** The cart line this configuration matches: the button reads "Update To Cart". */
  line: CartLineLike | null;
  available: boolean;
  scheduleOrder: boolean;
  digits: number;
  addOnMax: number;
}

/** Message ids the views translate (core §4, §5, §8); server refusals travel as their own text. */
export type ItemConfigMessageId = 'outOfStock' | 'outOfLimits' | 'variationOutOfStock' | 'variationRequired' | 'variationRange' | 'noChanges' | 'updated' | 'added' | 'notAvailable';

export type ItemConfigNotice = { kind: 'success' | 'error' | 'info'; id: ItemConfigMessageId; values?: Record<string, string | number> } | { kind: 'error'; texts: string[] };

export type ItemConfigEvent =
  | { type: 'item.choice.select'; group: number; option: string }
  | { type: 'item.food.select'; group: string; label: string }
  | { type: 'item.addon.toggle'; id: number }
  | { type: 'item.addon.increment'; id: number }
  | { type: 'item.addon.decrement'; id: number }
  | { type: 'item.quantity.increment' }
  | { type: 'item.quantity.decrement' }
  | { type: 'item.cart.sync'; lines: CartLineLike[] }
  | { type: 'item.cart.submit' }
  | { type: 'item.buyNow' }
  /** The add-to-cart flow's answer to this item's add (it asked with itself as `replyTo`). */
  | { type: 'item.cart.added'; lines: CartLineLike[] }
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

const serverMessages = (error: unknown): string[] => {
  const e = error as { messages?: unknown; message?: unknown } | null;
  if (e && Array.isArray(e.messages) && e.messages.length) return e.messages.map(String);
  return typeof e?.message === 'string' && e.message ? [e.message] : [];
};

const withLine = (context: ItemConfigContext, selection: Selection) => ({ selection, line: findCartLine(context.spec, selection, context.lines) });

export const itemConfigMachine = setup({
  types: {
    tags: {} as 'busy',
    input: {} as ItemConfigInput,
    context: {} as ItemConfigContext,
    events: {} as ItemConfigEvent,
    emitted: {} as ItemConfigEmitted,
  },
  actors: {
    /** Edge: POST customer/cart/update with cart_id; resolves with the module's cart lines. */
    updateCart: fromPromise<CartLineLike[], CartRequest>(async () => []),
  },
  guards: {
    isChoiceOption: ({ context, event }) => event.type === 'item.choice.select' && Boolean(context.spec.choices[event.group]?.options.includes(event.option)),
    isFoodValue: ({ context, event }) => event.type === 'item.food.select' && context.spec.foodGroups.some((g) => g.name === event.group && g.values.some((v) => v.label === event.label)),
    hasAddOn: ({ context, event }) => 'id' in event && context.selection.addOns.some((a) => a.id === event.id),
    canIncreaseAddOn: ({ context, event }) => 'id' in event && context.selection.addOns.some((a) => a.id === event.id && a.checked && a.quantity < context.addOnMax),
    canDecreaseAddOn: ({ context, event }) => 'id' in event && context.selection.addOns.some((a) => a.id === event.id && a.checked && a.quantity > 0),
    isAtStock: ({ context }) => increaseBlock(context.selection.quantity, { stock: effectiveStock(context.spec, context.selection), maxCartQuantity: null }) === 'outOfStock',
    isAtLimit: ({ context }) => increaseBlock(context.selection.quantity, { stock: null, maxCartQuantity: context.spec.maxCartQuantity }) === 'outOfLimits',
    canDecrease: ({ context }) => context.selection.quantity > 1,
    isOffHours: ({ context }) => !context.available && !context.scheduleOrder,
    isVariationOutOfStock: ({ context }) => isVariationOutOfStock(context.spec, context.selection),
    isOutOfStock: ({ context }) => isOutOfStock(effectiveStock(context.spec, context.selection)),
    hasMissingRequiredGroup: ({ context }) => foodProblem(context.spec, context.selection)?.kind === 'required',
    hasGroupOutOfRange: ({ context }) => foodProblem(context.spec, context.selection)?.kind === 'range',
    isUnchangedLine: ({ context }) => context.line !== null && sameAsLine(context.spec, context.selection, context.line),
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
    selectFoodValue: assign(({ context, event }) => (event.type === 'item.food.select' ? withLine(context, selectFoodValue(context.spec, context.selection, event.group, event.label)) : {})),
    toggleAddOn: assign(({ context, event }) => (event.type === 'item.addon.toggle' ? withLine(context, toggleAddOn(context.selection, event.id)) : {})),
    increaseAddOn: assign(({ context, event }) => (event.type === 'item.addon.increment' ? withLine(context, stepAddOn(context.selection, event.id, 1)) : {})),
    decreaseAddOn: assign(({ context, event }) => (event.type === 'item.addon.decrement' ? withLine(context, stepAddOn(context.selection, event.id, -1)) : {})),
    increaseQuantity: assign(({ context }) => ({ selection: { ...context.selection, quantity: context.selection.quantity + 1 } })),
    decreaseQuantity: assign(({ context }) => ({ selection: { ...context.selection, quantity: Math.max(1, context.selection.quantity - 1) } })),
    storeLines: assign(({ context }, params: { lines: CartLineLike[] }) => ({ lines: params.lines, line: findCartLine(context.spec, context.selection, params.lines) })),
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
}).createMachine({
  id: 'itemConfig',
  description:
    'core §4 "Variation choice" and §5: the customer configures one item in the detail view or dialog (variation or food options, add-ons, quantity) and adds it to the cart, updates the cart line it matches, or buys it now. Every block shows the spec\'s message.',
  context: ({ input }) => {
    const spec = itemSpecOf(input.item, input.stockTracked ?? true);
    const lines = input.lines ?? [];
    const start = initialSelection(spec);
    const line = input.editLine ?? findCartLine(spec, start, lines);
    return {
      spec,
      selection: line ? selectionFromLine(spec, line) : start,
      lines: input.editLine && !lines.some((l) => l.id === input.editLine!.id) ? [...lines, input.editLine] : lines,
      line,
      available: input.available ?? true,
      scheduleOrder: input.scheduleOrder ?? false,
      digits: input.digits ?? DEFAULT_DIGITS,
      addOnMax: input.addOnMax ?? Number.MAX_SAFE_INTEGER,
    };
  },
  initial: 'editing',
  on: {
    // An unhandled error event would stop the actor; a refusal that arrives after the request was left is dropped.
    'xstate.error.actor.updateCart': { actions: 'dropLateAnswer', description: 'A late refusal of an update no longer waited for is ignored.' },
  },
  states: {
    editing: {
      description: 'The item is shown with its price, options, add-ons, quantity stepper and total; Add to Cart reads Update To Cart when the configuration matches a cart line.',
      on: {
        'item.choice.select': {
          guard: 'isChoiceOption',
          actions: 'chooseOption',
          description: 'Quantity resets to 1 and the price follows the variation; a variation already in the cart restores that line.',
        },
        'item.food.select': {
          guard: 'isFoodValue',
          actions: 'selectFoodValue',
          description: 'Single choice replaces (the same option again deselects); multi choice toggles. The total moves by the price difference times quantity.',
        },
        'item.addon.toggle': { guard: 'hasAddOn', actions: 'toggleAddOn', description: 'Checking enables the add-on stepper at 1.' },
        'item.addon.increment': { guard: 'canIncreaseAddOn', actions: 'increaseAddOn' },
        'item.addon.decrement': { guard: 'canDecreaseAddOn', actions: 'decreaseAddOn', description: 'Never below 0; at 0 the add-on no longer counts.' },
        'item.quantity.increment': [
          { guard: 'isAtStock', actions: { type: 'notify', params: { kind: 'error', id: 'outOfStock' } }, description: '"Out of Stock": the quantity reached the stock.' },
          {
            guard: 'isAtLimit',
            actions: { type: 'notify', params: { kind: 'error', id: 'outOfLimits' } },
            description: '"Out of Limits": the quantity reached maximum_cart_quantity.',
          },
          { actions: 'increaseQuantity' },
        ],
        'item.quantity.decrement': { guard: 'canDecrease', actions: 'decreaseQuantity', description: 'Disabled at 1: the minimum quantity.' },
        'item.cart.sync': {
          actions: { type: 'storeLines', params: ({ event }) => ({ lines: event.lines }) },
          description: 'The cart changed elsewhere: the button follows it.',
        },
        'item.cart.submit': [
          { guard: 'isOffHours', actions: { type: 'notify', params: { kind: 'error', id: 'notAvailable' } }, description: 'Outside the available window and no scheduled order: "Not Available now".' },
          {
            guard: 'isVariationOutOfStock',
            actions: { type: 'notify', params: { kind: 'error', id: 'variationOutOfStock' } },
            description: '"This variation is out of stock. Choose another variation to proceed further."',
          },
          { guard: 'isOutOfStock', actions: { type: 'notify', params: { kind: 'error', id: 'outOfStock' } } },
          {
            guard: 'hasMissingRequiredGroup',
            actions: {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error' as const, id: 'variationRequired' as const, values: { name: foodProblem(context.spec, context.selection)?.name ?? '' } }),
            },
            description: '"Variation {name} can not remain without selection."',
          },
          {
            guard: 'hasGroupOutOfRange',
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const p = foodProblem(context.spec, context.selection);
                return { kind: 'error' as const, id: 'variationRange' as const, values: (p?.kind === 'range' ? { name: p.name, min: p.min, max: p.max } : {}) as Record<string, string | number> };
              },
            },
            description: '"Selected variation named {name} must be in between Minimum {min} and Maximum {max}"',
          },
          {
            guard: 'isUnchangedLine',
            actions: { type: 'notify', params: { kind: 'info', id: 'noChanges' } },
            description: 'Update To Cart with nothing changed: "No changes found to update."',
          },
          { guard: 'hasCartLine', target: 'updating' },
          { target: 'adding' },
        ],
        'item.buyNow': [
          { guard: 'isOffHours', actions: { type: 'notify', params: { kind: 'error', id: 'notAvailable' } } },
          { guard: 'isVariationOutOfStock', actions: { type: 'notify', params: { kind: 'error', id: 'variationOutOfStock' } } },
          { guard: 'isOutOfStock', actions: { type: 'notify', params: { kind: 'error', id: 'outOfStock' } } },
          {
            guard: 'hasMissingRequiredGroup',
            actions: {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error' as const, id: 'variationRequired' as const, values: { name: foodProblem(context.spec, context.selection)?.name ?? '' } }),
            },
          },
          {
            guard: 'hasGroupOutOfRange',
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const p = foodProblem(context.spec, context.selection);
                return { kind: 'error' as const, id: 'variationRange' as const, values: (p?.kind === 'range' ? { name: p.name, min: p.min, max: p.max } : {}) as Record<string, string | number> };
              },
            },
          },
          { target: 'boughtNow', description: 'Buy Now (Order Now for campaign items).' },
        ],
      },
    },
    adding: {
      tags: ['busy'],
      description: 'The configured item goes to the add-to-cart flow (core §3 Cart add payload), which checks the store conflict, adds and says "Item added to cart.".',
      entry: ['emitAdd', { type: 'requestAdd', params: ({ context }) => ({ payload: cartPayload(context.spec, context.selection, context.digits), storeId: context.spec.storeId }) }],
      on: {
        'item.cart.added': {
          target: 'editing',
          actions: [{ type: 'storeLines', params: ({ event }) => ({ lines: event.lines }) }, 'closeView'],
          description: 'Added: the dialog closes.',
        },
        'item.cart.notAdded': {
          target: 'editing',
          description: 'Cancelled at the store conflict, or refused: the add-to-cart flow has said why.',
        },
      },
    },
    updating: {
      tags: ['busy'],
      description: 'The matching cart line is being updated with the new configuration (cart_id added).',
      entry: 'emitUpdate',
      invoke: {
        id: 'updateCart',
        src: 'updateCart',
        input: ({ context }) => ({
          payload: { ...cartPayload(context.spec, context.selection, context.digits), cart_id: context.line?.id ?? 0 },
          storeId: context.spec.storeId,
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'storeLines', params: ({ event }) => ({ lines: event.output }) }, { type: 'notify', params: { kind: 'success', id: 'updated' } }, 'closeView'],
          description: '"Updated successfully"; the dialog closes.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, texts: serverMessages(event.error) }) },
        },
      },
    },
    boughtNow: {
      description: 'The item is kept for checkout and the customer goes to /checkout?page=buy_now (page=campaign for campaign items).',
      type: 'final',
      entry: [
        'emitBuyNow',
        {
          type: 'startBuyNow',
          params: ({ context }) => ({
            payload: cartPayload(context.spec, context.selection, context.digits),
            campaign: context.spec.model === 'ItemCampaign',
            scheduled: !context.available,
          }),
        },
      ],
    },
  },
});
