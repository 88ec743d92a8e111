import { api } from '../api';
import { unwrap } from '../client';

/**
 * The address book's writes (acc §4): the body is the address form's (domain/address.ts), whose optional
 * fields the contract types more narrowly than a form can.
 */
export const addressCalls = {
  add: (body: object) => unwrap(api.POST('/api/v1/customer/address/add', { body: body as never })),
  update: (id: number, body: object) => unwrap(api.PUT('/api/v1/customer/address/update/{id}', { params: { path: { id } }, body: body as never })),
};
