import { api } from '../api';
import { unwrap } from '../client';
import { wishParam, type WishTarget } from '../../domain/wishlist';

/** api §3.4, api2 §11: add or remove a favourite (the rental module keeps its own list); the server's words come back. */
export async function wishlistCall(method: 'add' | 'remove', target: WishTarget, rental: boolean): Promise<{ message?: string }> {
  // `item_id`, `store_id`, `vehicle_id` or `provider_id`, by the target's kind: the contract lists each path's own.
  const query = wishParam(target) as never;
  const res = rental
    ? method === 'add'
      ? await unwrap(api.POST('/api/v1/rental/user/wish-list/add', { params: { query } }))
      : await unwrap(api.DELETE('/api/v1/rental/user/wish-list/remove', { params: { query } }))
    : method === 'add'
      ? await unwrap(api.POST('/api/v1/customer/wish-list/add', { params: { query } }))
      : await unwrap(api.DELETE('/api/v1/customer/wish-list/remove', { params: { query } }));
  return (res ?? {}) as { message?: string };
}
