import type { addressFormMachine } from '../../machines/address/addressForm.machine';
import type { guestContactMachine } from '../../machines/address/guestContact.machine';
import { useReady, type LazyActor } from './lazyActor';
import { flowContext } from './flowContext';

/** The address form and guest contact machines with their real calls, storage and toasts (src/app/addressFlows.ts). */
export interface AddressLogic {
  addressForm: typeof addressFormMachine;
  guestContact: typeof guestContactMachine;
}

const [AddressLogicContext, useLoader] = flowContext<LazyActor<AddressLogic>>('AddressLogicContext');
export { AddressLogicContext };

/** The provided machines, suspending until their chunk has loaded (a modal's parts mount inside Suspense). */
export const useAddressLogic = (): AddressLogic => useReady(useLoader());
