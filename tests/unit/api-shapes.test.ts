/**
 * The app's own types (src/domain/types) name the fields the rules read; the API's generated types
 * (src/api/schema.gen.ts, from openapi/storefront.yaml) must still fit them. These checks run in `tsc`
 * (tsconfig includes tests/): a contract change that drops or retypes a field the app reads fails the type
 * check instead of a customer's page. Where an answer needs reshaping, src/api/reshape does it instead.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import type { CartLine, CartLineChoice } from '../../src/domain/types/cart';
import type { Config } from '../../src/domain/types/config';
import type { Coupon } from '../../src/domain/types/coupon';
import type {
  FoodOptionGroup,
  FoodOptionValue,
  Item,
  ItemAddOn,
  ItemAvailability,
  ItemToConfigure,
  ItemVariation,
} from '../../src/domain/types/item';
import type { LatLng, ZoneData } from '../../src/domain/types/location';
import type { Module } from '../../src/domain/types/module';
import type { Order, OrderBill, OrderStanding } from '../../src/domain/types/order';
import type { RentalTripData, RentalTripPlace, TripBill } from '../../src/domain/types/rental';
import type { Store, StoreDiscount, StoreScheduleRow } from '../../src/domain/types/store';

type S = components['schemas'];

describe('the contract still fits what the app reads', () => {
  it('core §3 Item: a listed item, its details, a campaign item and a cart line’s item fit the item the cart and the item dialog read', () => {
    expectTypeOf<S['Item']>().toExtend<Item>();
    expectTypeOf<S['CartItem']>().toExtend<Item>();
    expectTypeOf<S['Item']>().toExtend<ItemToConfigure>();
    expectTypeOf<S['ItemDetails']>().toExtend<ItemToConfigure>();
    expectTypeOf<S['CampaignItem']>().toExtend<ItemToConfigure>();
    expectTypeOf<S['Item']>().toExtend<ItemAvailability>();
    expectTypeOf<S['FoodVariation']>().toExtend<FoodOptionGroup>();
    expectTypeOf<S['FoodVariation']['values'][number]>().toExtend<FoodOptionValue>();
    expectTypeOf<S['ItemVariation']>().toExtend<ItemVariation>();
    expectTypeOf<S['AddOn']>().toExtend<ItemAddOn>();
  });

  it('core §3 Cart line: the server’s cart line fits the line the cart rules and the item dialog compare', () => {
    expectTypeOf<S['CartLine']>().toExtend<CartLine>();
    expectTypeOf<S['CartLine']>().toExtend<CartLineChoice>();
  });

  it('acc §9: the store’s discount, schedule and free-delivery flag fit the bill and the schedule rules', () => {
    expectTypeOf<S['Store']>().toExtend<Store>();
    expectTypeOf<S['StoreDetails']>().toExtend<Store>();
    expectTypeOf<S['StoreDiscount']>().toExtend<StoreDiscount>();
    expectTypeOf<S['StoreSchedule']>().toExtend<StoreScheduleRow>();
  });

  it('core §9: the config fits how money is written and whether orders may be scheduled', () => {
    expectTypeOf<S['Config']>().toExtend<Config>();
  });

  it('acc §9 Coupons: a listed or applied coupon fits the coupon rules', () => {
    expectTypeOf<S['Coupon']>().toExtend<Coupon>();
  });

  it('core §4 Module choice: a listed module fits the module the app keeps', () => {
    expectTypeOf<S['Module']>().toExtend<Module>();
  });

  it('acc §9 Delivery fee: the zone data and a zone’s points fit what the fee reads', () => {
    expectTypeOf<S['ZoneData']>().toExtend<ZoneData>();
    expectTypeOf<S['Zone']['formated_coordinates'][number]>().toExtend<LatLng>();
  });

  it('more §10: an order and a tracked order fit its bill and the actions the customer may take', () => {
    expectTypeOf<S['Order']>().toExtend<Order>();
    expectTypeOf<S['OrderTrack']>().toExtend<Order>();
    expectTypeOf<S['Order']>().toExtend<OrderBill>();
    expectTypeOf<S['Order']>().toExtend<OrderStanding>();
  });

  it('acc §2 rental: a trip fits its bill, and the rental cart’s user data fits the trip draft', () => {
    expectTypeOf<S['Trip']>().toExtend<TripBill>();
    expectTypeOf<S['TripDetails']>().toExtend<TripBill>();
    expectTypeOf<S['RentalUserData']>().toExtend<RentalTripData>();
    expectTypeOf<S['RentalLocation']>().toExtend<RentalTripPlace>();
  });
});
