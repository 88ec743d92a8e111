import { createContext, useContext } from 'react';
import type { addressFormMachine } from '../../machines/address/addressForm.machine';
import type { guestContactMachine } from '../../machines/address/guestContact.machine';
import { useReady, type LazyActor } from './lazyActor';

/** The address form and guest contact machines with their real calls, storage and toasts (src/app/addressFlows.ts). */
export interface AddressLogic {
  addressForm: typeof addressFormMachine;
  guestContact: typeof guestContactMachine;
}

export const AddressLogicContext = createContext<LazyActor<AddressLogic> | null>(null);

/** The provided machines, suspending until their chunk has loaded (a modal's parts mount inside Suspense). */
export function useAddressLogic(): AddressLogic {
  const lazy = useContext(AddressLogicContext);
  if (!lazy) throw new Error('AddressLogicContext is missing');
  return useReady(lazy);
}
