import { api } from '../api';
import { unwrap } from '../client';
import type { AddressInput } from '../types';

/**
 * The address book's writes (acc §4): the body is the address form's (domain/address.ts addressPayload), whose
 * empty optional fields are null, as the platform accepts them (the contract's AddressInput).
 */
export const addressCalls = {
  add: (body: AddressInput) => unwrap(api.POST('/api/v1/customer/address/add', { body })),
  update: (id: number, body: AddressInput) =>
    unwrap(api.PUT('/api/v1/customer/address/update/{id}', { params: { path: { id } }, body })),
};
