import { api } from '../api';
import { unwrap } from '../client';
import type { operations } from '../schema.gen';
import type { WishTarget } from '../../domain/wishlist';

type ShopQuery = NonNullable<operations['addToWishList']['parameters']['query']>;
type RentalQuery = NonNullable<operations['addToRentalWishList']['parameters']['query']>;

/** `item_id` or `store_id`, by the target's kind (the contract lists the shop wishlist's two). */
function shopQuery(target: WishTarget): ShopQuery {
  return target.kind === 'store' ? { store_id: target.id } : { item_id: target.id };
}

/** `vehicle_id` or `provider_id`: the rental module keeps its own list of its own two kinds. */
function rentalQuery(target: WishTarget): RentalQuery {
  return target.kind === 'provider' ? { provider_id: target.id } : { vehicle_id: target.id };
}

/** api §3.4, api2 §11: add or remove a favourite (the rental module keeps its own list); the server's words come back. */
export async function wishlistCall(
  method: 'add' | 'remove',
  target: WishTarget,
  rental: boolean,
): Promise<{ message?: string }> {
  const res = rental ? await rentalCall(method, rentalQuery(target)) : await shopCall(method, shopQuery(target));
  return (res ?? {}) as { message?: string };
}

function shopCall(method: 'add' | 'remove', query: ShopQuery) {
  return method === 'add'
    ? unwrap(api.POST('/api/v1/customer/wish-list/add', { params: { query } }))
    : unwrap(api.DELETE('/api/v1/customer/wish-list/remove', { params: { query } }));
}

function rentalCall(method: 'add' | 'remove', query: RentalQuery) {
  return method === 'add'
    ? unwrap(api.POST('/api/v1/rental/user/wish-list/add', { params: { query } }))
    : unwrap(api.DELETE('/api/v1/rental/user/wish-list/remove', { params: { query } }));
}
