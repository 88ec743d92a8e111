import { describe, expect, it } from 'vitest';
import {
  cartAddPayload,
  cartStoreId,
  foodUnitPrice,
  hasVariations,
  holdsOtherStore,
  isCampaignItem,
  productPath,
} from '../../src/domain/cart';
import { showsCartBadge } from '../../src/domain/header';
import {
  incrementCheck,
  lineLimits,
  lineStock,
  lineTotal,
  variationLabels,
  decrementRemoves,
} from '../../src/domain/cartLine';
import { padQuantity } from '../../src/domain/stock';
import { freeDeliveryProgress, freeDeliveryThreshold } from '../../src/domain/cartMath';
import { buyNowPage, checkoutHref, gatingRow, isGuestCheckoutOn } from '../../src/domain/cartCheckout';

const burger = {
  id: 1,
  store_id: 1,
  module_type: 'food',
  price: 250,
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      values: [
        { label: 'Regular', optionPrice: '0' },
        { label: 'Large', optionPrice: '50' },
      ],
    },
    {
      name: 'Extras',
      type: 'multi',
      values: [
        { label: 'Cheese', optionPrice: '20' },
        { label: 'Bacon', optionPrice: '30.5' },
      ],
    },
  ],
  add_ons: [{ id: 7, name: 'Fries', price: 60 }],
};
const shirt = {
  id: 301,
  slug: 'cotton-t-shirt',
  module_id: 4,
  store_id: 14,
  module_type: 'ecommerce',
  price: 500,
  variations: [{ type: 'Red-M', price: 510, stock: 10 }],
};

describe('core §3 Cart add payload', () => {
  it('food: each chosen group as its name and labels; the unit price adds the chosen options', () => {
    const p = cartAddPayload({
      item: burger,
      quantity: 2,
      foodChoices: { Size: ['Large'], Extras: ['Cheese', 'Bacon'] },
      addOns: [{ id: 7, quantity: 2 }],
    });
    expect(p).toEqual({
      item_id: 1,
      model: 'Item',
      price: 350.5,
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Extras', values: { label: ['Cheese', 'Bacon'] } },
      ],
      add_on_ids: [7],
      add_on_qtys: [2],
    });
  });

  it('add-ons count only when checked with a quantity above 0; quantities are per add-on, not a running sum', () => {
    const p = cartAddPayload({
      item: burger,
      quantity: 1,
      addOns: [
        { id: 7, quantity: 2 },
        { id: 8, quantity: 3 },
        { id: 9, quantity: 0 },
        { id: 10, quantity: 1, isChecked: false },
      ],
    });
    expect(p.add_on_ids).toEqual([7, 8]);
    expect(p.add_on_qtys).toEqual([2, 3]);
  });

  it('other modules: the selected option, at its price; campaign items use ItemCampaign', () => {
    const p = cartAddPayload({ item: shirt, quantity: 1, option: shirt.variations[0] });
    expect(p.variation).toEqual([{ type: 'Red-M', price: 510, stock: 10 }]);
    expect(p.price).toBe(510);
    expect(
      cartAddPayload({ item: { ...shirt, variations: [], available_date_starts: '2024-01-01' }, quantity: 1 }).model,
    ).toBe('ItemCampaign');
    expect(isCampaignItem({ available_date_starts: null })).toBe(false);
  });

  it('foodUnitPrice ignores labels that are not offered', () => {
    expect(foodUnitPrice(burger, { Size: ['Huge'] })).toBe(250);
  });
});

describe('core §4 Adding to the cart', () => {
  const line = (storeId: number) => ({ item: { id: 1, store_id: storeId, price: 1 } });
  it("the cart belongs to its first line's store; another store is a conflict", () => {
    expect(cartStoreId([])).toBeNull();
    expect(cartStoreId([line(6)])).toBe(6);
    expect(holdsOtherStore([], 6)).toBe(false);
    expect(holdsOtherStore([line(6), line(6)], 6)).toBe(false);
    expect(holdsOtherStore([line(6)], 7)).toBe(true);
  });

  it('items with variations (food or choice options) need a choice first', () => {
    expect(hasVariations(burger)).toBe(true);
    expect(hasVariations(shirt)).toBe(true);
    expect(hasVariations({ variations: [], food_variations: '' })).toBe(false);
    expect(hasVariations({})).toBe(false);
  });

  it('the product page is /product/{slug or id}?module_id', () => {
    expect(productPath(shirt)).toBe('/product/cotton-t-shirt?module_id=4');
    expect(productPath({ id: 9, slug: null })).toBe('/product/9');
  });

  it('core §2 Header: the cart badge shows outside parcel and rental', () => {
    expect(showsCartBadge('grocery')).toBe(true);
    expect(showsCartBadge(null)).toBe(true);
    expect(showsCartBadge('parcel')).toBe(false);
    expect(showsCartBadge('rental')).toBe(false);
  });
});

describe('core §5 cart line quantity', () => {
  it('non-food: Out of Stock at the stock, Out of Limits at maximum_cart_quantity, nothing sent', () => {
    expect(incrementCheck({ quantity: 3, isFood: false, stock: 3, max: null })).toEqual({
      notice: 'outOfStock',
      send: false,
    });
    expect(incrementCheck({ quantity: 3, isFood: false, stock: 2, max: null })).toEqual({
      notice: 'outOfStock',
      send: false,
    });
    expect(incrementCheck({ quantity: 2, isFood: false, stock: 10, max: 2 })).toEqual({
      notice: 'outOfLimits',
      send: false,
    });
    expect(incrementCheck({ quantity: 1, isFood: false, stock: 10, max: 2 })).toEqual({ notice: null, send: true });
    expect(incrementCheck({ quantity: 1, isFood: false, stock: null, max: 0 })).toEqual({ notice: null, send: true });
  });

  it('food ignores stock; at the maximum the notice shows and the request is still sent', () => {
    expect(incrementCheck({ quantity: 2, isFood: true, stock: 0, max: 2 })).toEqual({
      notice: 'outOfLimits',
      send: true,
    });
    expect(incrementCheck({ quantity: 5, isFood: true, stock: 0, max: null })).toEqual({ notice: null, send: true });
  });

  it("the chosen variation's stock bounds the line, else the item's", () => {
    const item = { id: 1, store_id: 1, price: 1, stock: 50, module_type: 'grocery' };
    expect(lineStock({ variation: [{ type: 'Salted', price: 40, stock: 3 }], item })).toBe(3);
    expect(lineStock({ variation: [], item })).toBe(50);
    expect(lineLimits({ quantity: 2, variation: [], item: { ...item, maximum_cart_quantity: 0 } })).toEqual({
      quantity: 2,
      isFood: false,
      stock: 50,
      max: null,
    });
  });

  it('minus at 1 deletes; quantities below 10 are zero-padded (core §9)', () => {
    expect(decrementRemoves(1)).toBe(true);
    expect(decrementRemoves(2)).toBe(false);
    expect(padQuantity(3)).toBe('03');
    expect(padQuantity(12)).toBe('12');
  });
});

describe('cart line price and choices', () => {
  const base = { id: 1, item_id: 1, quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] };
  it('the line price is the discounted unit times quantity plus add-ons; the subtotal adds the lines', () => {
    const plain = { ...base, price: 80, item: { id: 1, store_id: 6, price: 80 } };
    const percent = {
      ...base,
      price: 100,
      quantity: 2,
      item: { id: 2, store_id: 6, price: 100, discount: 10, discount_type: 'percent' },
    };
    const amount = {
      ...base,
      price: 70,
      quantity: 2,
      item: { id: 3, store_id: 6, price: 70, discount: 10, discount_type: 'amount' },
    };
    const withAddOns = {
      ...base,
      price: 250,
      quantity: 1,
      add_on_ids: [7],
      add_on_qtys: [2],
      item: { id: 4, store_id: 1, price: 250, addons: [{ id: 7, name: 'Fries', price: 60 }] },
    };
    expect(lineTotal(plain)).toBe(240);
    expect(lineTotal(percent)).toBe(180);
    expect(lineTotal(amount)).toBe(120);
    expect(lineTotal(withAddOns)).toBe(370);
  });

  it('food choices read "Size: Large"; options pair with the choice titles', () => {
    expect(
      variationLabels([
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Extras', values: { label: ['Cheese', 'Bacon'] } },
      ]),
    ).toEqual(['Size: Large', 'Extras: Cheese, Bacon']);
    expect(variationLabels([{ type: 'Red-M', price: 1 }], [{ title: 'Color' }, { title: 'Size' }])).toEqual([
      'Color: Red',
      'Size: M',
    ]);
    expect(variationLabels([{ type: 'Salted', price: 1 }])).toEqual(['Salted']);
    expect(variationLabels([])).toEqual([]);
  });
});

describe('core §4 Free-delivery bar (acc §9)', () => {
  it('progress is subtotal / free_delivery_over as a rounded percentage clamped to 0..100', () => {
    expect(freeDeliveryProgress(0, 500)).toEqual({ percent: 0, remaining: 500, reached: false });
    expect(freeDeliveryProgress(80, 500)).toEqual({ percent: 16, remaining: 420, reached: false });
    expect(freeDeliveryProgress(333, 1000).percent).toBe(33);
    expect(freeDeliveryProgress(335, 1000).percent).toBe(34);
    expect(freeDeliveryProgress(499.99, 500)).toMatchObject({ percent: 100, reached: false, remaining: 0.01 });
    expect(freeDeliveryProgress(500, 500)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(freeDeliveryProgress(1200, 500)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(freeDeliveryProgress(-5, 500).percent).toBe(0);
  });

  it('the threshold: admin_free_delivery by order amount (3.x), else the top-level key (2.x)', () => {
    expect(
      freeDeliveryThreshold({
        admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
      }),
    ).toBe(500);
    expect(
      freeDeliveryThreshold({
        admin_free_delivery: { status: false, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
        free_delivery_over: 500,
      }),
    ).toBeNull();
    expect(
      freeDeliveryThreshold({
        admin_free_delivery: { status: true, type: 'free_delivery_to_all_store', free_delivery_over: 0 },
      }),
    ).toBeNull();
    expect(freeDeliveryThreshold({ free_delivery_over: '300' })).toBe(300);
    expect(freeDeliveryThreshold({ free_delivery_over: null })).toBeNull();
    expect(freeDeliveryThreshold(null)).toBeNull();
  });
});

describe('core §4 Checkout button, Buy now', () => {
  it('the four rows', () => {
    expect(gatingRow({ lineCount: 1, signedIn: true, guestCheckout: false })).toBe('checkout');
    expect(gatingRow({ lineCount: 1, signedIn: false, guestCheckout: true })).toBe('guestChoice');
    expect(gatingRow({ lineCount: 1, signedIn: false, guestCheckout: false })).toBe('signIn');
    expect(gatingRow({ lineCount: 0, signedIn: false, guestCheckout: false })).toBe('home');
  });

  it('guest checkout is on only when guest_checkout_status equals 1', () => {
    expect(isGuestCheckoutOn({ guest_checkout_status: 1 })).toBe(true);
    expect(isGuestCheckoutOn({ guest_checkout_status: '1' })).toBe(true);
    expect(isGuestCheckoutOn({ guest_checkout_status: 0 })).toBe(false);
    expect(isGuestCheckoutOn({})).toBe(false);
  });

  it('buy now goes to page=buy_now, campaign items to page=campaign', () => {
    expect(checkoutHref(buyNowPage(false))).toBe('/checkout?page=buy_now');
    expect(checkoutHref(buyNowPage(true))).toBe('/checkout?page=campaign');
  });
});
