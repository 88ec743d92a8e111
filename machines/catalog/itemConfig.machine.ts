import { itemSpecOf } from '../../src/domain/itemOptions';
import {
  cartPayload,
  findCartLine,
  foodProblem,
  initialSelection,
  selectionFromLine,
} from '../../src/domain/itemConfig';

import { DEFAULT_DIGITS } from '../../src/domain/money';
import { itemConfigSetup, serverMessages } from './itemConfig.setup';

export * from './itemConfig.setup';

export const itemConfigMachine = itemConfigSetup.createMachine({
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
    'xstate.error.actor.updateCart': {
      actions: 'dropLateAnswer',
      description: 'A late refusal of an update no longer waited for is ignored.',
    },
  },
  states: {
    editing: {
      description:
        'The item is shown with its price, options, add-ons, quantity stepper and total; Add to Cart reads Update To Cart when the configuration matches a cart line.',
      on: {
        'item.choice.select': {
          guard: 'isChoiceOption',
          actions: 'chooseOption',
          description:
            'Quantity resets to 1 and the price follows the variation; a variation already in the cart restores that line.',
        },
        'item.food.select': {
          guard: 'isFoodValue',
          actions: 'selectFoodValue',
          description:
            'Single choice replaces (the same option again deselects); multi choice toggles. The total moves by the price difference times quantity.',
        },
        'item.addon.toggle': {
          guard: 'hasAddOn',
          actions: 'toggleAddOn',
          description: 'Checking enables the add-on stepper at 1.',
        },
        'item.addon.increment': { guard: 'canIncreaseAddOn', actions: 'increaseAddOn' },
        'item.addon.decrement': {
          guard: 'canDecreaseAddOn',
          actions: 'decreaseAddOn',
          description: 'Never below 0; at 0 the add-on no longer counts.',
        },
        'item.quantity.increment': [
          {
            guard: 'isAtStock',
            actions: { type: 'notify', params: { kind: 'error', id: 'outOfStock' } },
            description: '"Out of Stock": the quantity reached the stock.',
          },
          {
            guard: 'isAtLimit',
            actions: { type: 'notify', params: { kind: 'error', id: 'outOfLimits' } },
            description: '"Out of Limits": the quantity reached maximum_cart_quantity.',
          },
          { actions: 'increaseQuantity' },
        ],
        'item.quantity.decrement': {
          guard: 'canDecrease',
          actions: 'decreaseQuantity',
          description: 'Disabled at 1: the minimum quantity.',
        },
        'item.cart.sync': {
          actions: { type: 'storeLines', params: ({ event }) => ({ lines: event.lines }) },
          description: 'The cart changed elsewhere: the button follows it.',
        },
        'item.cart.submit': [
          {
            guard: 'isOffHours',
            actions: { type: 'notify', params: { kind: 'error', id: 'notAvailable' } },
            description: 'Outside the available window and no scheduled order: "Not Available now".',
          },
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
              params: ({ context }) => ({
                kind: 'error' as const,
                id: 'variationRequired' as const,
                values: { name: foodProblem(context.spec, context.selection)?.name ?? '' },
              }),
            },
            description: '"Variation {name} can not remain without selection."',
          },
          {
            guard: 'hasGroupOutOfRange',
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const p = foodProblem(context.spec, context.selection);
                return {
                  kind: 'error' as const,
                  id: 'variationRange' as const,
                  values: (p?.kind === 'range' ? { name: p.name, min: p.min, max: p.max } : {}) as Record<
                    string,
                    string | number
                  >,
                };
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
          {
            guard: 'isVariationOutOfStock',
            actions: { type: 'notify', params: { kind: 'error', id: 'variationOutOfStock' } },
          },
          { guard: 'isOutOfStock', actions: { type: 'notify', params: { kind: 'error', id: 'outOfStock' } } },
          {
            guard: 'hasMissingRequiredGroup',
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error' as const,
                id: 'variationRequired' as const,
                values: { name: foodProblem(context.spec, context.selection)?.name ?? '' },
              }),
            },
          },
          {
            guard: 'hasGroupOutOfRange',
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const p = foodProblem(context.spec, context.selection);
                return {
                  kind: 'error' as const,
                  id: 'variationRange' as const,
                  values: (p?.kind === 'range' ? { name: p.name, min: p.min, max: p.max } : {}) as Record<
                    string,
                    string | number
                  >,
                };
              },
            },
          },
          { target: 'boughtNow', description: 'Buy Now (Order Now for campaign items).' },
        ],
      },
    },
    adding: {
      tags: ['busy'],
      description:
        'The configured item goes to the add-to-cart flow (core §3 Cart add payload), which checks the store conflict, adds and says "Item added to cart.".',
      entry: [
        'emitAdd',
        {
          type: 'requestAdd',
          params: ({ context }) => ({
            payload: cartPayload(context.spec, context.selection, context.digits),
            storeId: context.spec.storeId,
          }),
        },
      ],
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
          actions: [
            { type: 'storeLines', params: ({ event }) => ({ lines: event.output }) },
            // core §4: "Updated successfully", and its alias "Item updated successfully" where the platform says it: the food item's dialog.
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                id: context.spec.isFood ? ('itemUpdated' as const) : ('updated' as const),
              }),
            },
            'closeView',
          ],
          description: '"Updated successfully" ("Item updated successfully" for a food item); the dialog closes.',
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error' as const, texts: serverMessages(event.error) }),
          },
        },
      },
    },
    boughtNow: {
      description:
        'The item is kept for checkout and the customer goes to /checkout?page=buy_now (page=campaign for campaign items); the dialog closes so checkout is not covered.',
      type: 'final',
      entry: [
        // The dialog lives above the routes: left open it would cover the checkout page it sent the customer to.
        'closeView',
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
