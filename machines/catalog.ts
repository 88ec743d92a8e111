import type { AnyStateMachine, EventObject } from 'xstate';
import { languageChangeMachine } from './language/languageChange.machine';
import { themeMachine } from './theme/theme.machine';
import { addToCartMachine } from './cart/addToCart.machine';
import { cartLineMachine } from './cart/cartLine.machine';
import { addToCartSamples, cartLineSamples } from './cart/cart.samples';
import { checkoutGatingMachine } from './checkout/checkoutGating.machine';
import { buyNowMachine } from './checkout/buyNow.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { orderResultMachine } from './checkout/orderResult.machine';
import {
  buyNowSamples,
  checkoutFactsSamples,
  checkoutGatingSamples,
  checkoutSamples,
  orderResultSamples,
} from './checkout/checkout.samples';
import { checkoutFactsMachine } from './checkout/checkout.facts.config';
import { wishlistMachine } from './wishlist/wishlist.machine';
import { wishlistSamples } from './wishlist/wishlist.samples';
import { itemConfigMachine } from './catalog/itemConfig.machine';
import { itemConfigEvents, itemConfigInputs } from './catalog/itemConfig.samples';
import { loginMethodMachine } from './auth/loginMethod.machine';
import { loginMachine } from './auth/login.machine';
import { otpMachine } from './auth/otp.machine';
import { socialLoginMachine } from './auth/socialLogin.machine';
import { forgotPasswordMachine } from './auth/forgotPassword.machine';
import { sessionMachine } from './auth/session.machine';
import {
  forgotPasswordSamples,
  loginMethodSamples,
  loginSamples,
  otpSamples,
  sessionSamples,
  socialLoginSamples,
} from './auth/samples';
import { logoutMachine } from './account/logout.machine';
import { profileMachine } from './account/profile.machine';
import { interestsMachine } from './account/interests.machine';
import { interestsSamples, logoutSamples, profileSamples } from './account/samples';
import { locationPickerMachine } from './location/locationPicker.machine';
import { moduleChoiceMachine } from './modules/moduleChoice.machine';
import { searchMachine } from './search/search.machine';
import { searchSamples } from './search/search.samples';
import { rentalCartMachine } from './rental/rentalCart.machine';
import { tripBookingMachine } from './rental/tripBooking.machine';
import { rentalCartSamples, tripBookingSamples } from './rental/rental.samples';
import { chatMachine } from './inbox/chat.machine';
import { chatSamples } from './inbox/chat.samples';
import { addressFormMachine } from './address/addressForm.machine';
import { guestContactMachine } from './address/guestContact.machine';
import { addressFormSamples, guestContactSamples } from './address/samples';
import { orderMachine } from './orders/order.machine';
import { orderAgainSamples, orderSamples } from './orders/order.samples';
import { orderAgainMachine } from './orders/order.again';
import { trackingMachine } from './orders/tracking.machine';
import { trackingSamples } from './orders/tracking.samples';
import { walletTopUpMachine } from './wallet/walletTopUp.machine';
import { pointTransferMachine } from './wallet/pointTransfer.machine';
import { pointTransferSamples, walletTopUpSamples } from './wallet/wallet.samples';
import { parcelOrderMachine } from './parcel/parcelOrder.machine';
import { parcelOrderSamples } from './parcel/samples';
import { offlinePaymentMachine } from './orders/offlinePayment.machine';
import { prescriptionOrderMachine } from './orders/prescriptionOrder.machine';
import { offlinePaymentSamples, prescriptionOrderSamples } from './orders/offlineOrders.samples';
import { storeSearchMachine } from './store/storeSearch.machine';
import { storeSearchSamples } from './store/storeSearch.samples';
import { reviewReminderMachine } from './notifications/reviewReminder.machine';
import { pushPermissionMachine } from './notifications/pushPermission.machine';
import { pushPermissionSamples, reviewReminderSamples } from './notifications/samples';

/**
 * Every flow machine, with what QA needs to explore it: the input it starts from and the sample events
 * (API answers included, as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`) that drive it.
 * `npm run flows` draws each one; `npm run paths -- <id>` lists its test paths.
 */
export interface CatalogEntry {
  machine: AnyStateMachine;
  /** Inputs to explore from; each yields its own set of paths (e.g. signed in and guest). */
  inputs: readonly unknown[];
  events: ReadonlyArray<EventObject & Record<string, unknown>>;
}

export const catalog: Record<string, CatalogEntry> = {
  loginMethod: { machine: loginMethodMachine, ...loginMethodSamples },
  login: { machine: loginMachine, ...loginSamples },
  otp: { machine: otpMachine, ...otpSamples },
  socialLogin: { machine: socialLoginMachine, ...socialLoginSamples },
  forgotPassword: { machine: forgotPasswordMachine, ...forgotPasswordSamples },
  session: { machine: sessionMachine, ...sessionSamples },
  logout: { machine: logoutMachine, ...logoutSamples },
  interests: { machine: interestsMachine, ...interestsSamples },
  addressForm: { machine: addressFormMachine, ...addressFormSamples },
  guestContact: { machine: guestContactMachine, ...guestContactSamples },
  profile: { machine: profileMachine, ...profileSamples },
  itemConfig: { machine: itemConfigMachine, inputs: itemConfigInputs, events: itemConfigEvents },
  languageChange: {
    machine: languageChangeMachine,
    inputs: [
      { current: 'en', justChanged: false },
      { current: 'ar', justChanged: true },
    ],
    events: [
      { type: 'language.select', code: 'ar' },
      { type: 'language.select', code: 'en' },
      { type: 'language.confirm' },
      { type: 'language.cancel' },
    ],
  },
  theme: {
    machine: themeMachine,
    inputs: [{ initial: 'light' }, { initial: 'dark' }],
    events: [{ type: 'theme.toggle' }, { type: 'theme.set', mode: 'dark' }, { type: 'theme.set', mode: 'light' }],
  },
  locationPicker: {
    machine: locationPickerMachine,
    inputs: [
      { signedIn: true, wording: 'delivery', justSelected: null },
      { signedIn: false, wording: 'pickup', justSelected: 'pickup' },
    ],
    events: [
      { type: 'location.open' },
      { type: 'location.open', signedIn: false, wording: 'pickup' },
      { type: 'location.close' },
      { type: 'location.search.type', text: 'dhan' },
      { type: 'location.search.type', text: '' },
      { type: 'xstate.after.searchDebounce.locationPicker.open.choosing.debouncing' },
      {
        type: 'xstate.done.actor.suggestPlaces',
        output: [{ placeId: 'place-dhanmondi-27', text: 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh' }],
      },
      { type: 'xstate.error.actor.suggestPlaces', error: { message: 'Too Many Attempts.' } },
      {
        type: 'location.search.pick',
        placeId: 'place-dhanmondi-27',
        text: 'Dhanmondi 27, Dhanmondi, Dhaka, Bangladesh',
      },
      { type: 'xstate.done.actor.placeDetails', output: { lat: 23.7557, lng: 90.3753 } },
      { type: 'xstate.error.actor.placeDetails', error: { id: 'placeNotFound' } },
      { type: 'location.current.request' },
      { type: 'xstate.done.actor.geolocate', output: { lat: 23.7461, lng: 90.3742 } },
      { type: 'xstate.error.actor.geolocate', error: { id: 'geolocationUnavailable' } },
      { type: 'xstate.after.geolocationDecision.locationPicker.open.locating' },
      { type: 'xstate.done.actor.reverseGeocode', output: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh' },
      { type: 'xstate.error.actor.reverseGeocode', error: { id: 'lookupFailed' } },
      { type: 'location.address.pick', place: { address: 'House 12, Road 5, Dhanmondi', lat: 23.7465, lng: 90.376 } },
      { type: 'location.map.open' },
      { type: 'location.map.move', lat: 23.8433, lng: 90.3978 },
      {
        type: 'xstate.done.actor.mapReverseGeocode',
        output: 'Hazrat Shahjalal International Airport, Uttara, Dhaka, Bangladesh',
      },
      { type: 'xstate.error.actor.mapReverseGeocode', error: { id: 'lookupFailed' } },
      { type: 'location.map.confirm' },
      { type: 'location.map.back' },
      { type: 'xstate.done.actor.zoneLookup', output: { zoneId: '[2,1]' } },
      { type: 'xstate.error.actor.zoneLookup', error: { message: 'Service not available in this area' } },
    ],
  },
  moduleChoice: {
    machine: moduleChoiceMachine,
    inputs: [
      { current: null, allowedZoneIds: [2, 1] },
      { current: { id: 1, module_type: 'food', module_name: 'Food' }, allowedZoneIds: [3] },
    ],
    events: [
      { type: 'module.popup.open' },
      { type: 'module.popup.close' },
      { type: 'module.choose', module: { id: 2, module_type: 'grocery', module_name: 'Grocery' } },
      { type: 'module.choose', module: { id: 6, module_type: 'rental', module_name: 'Rental' } },
      { type: 'module.adopt', module: { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' } },
      { type: 'module.wish', moduleType: 'grocery' },
      {
        type: 'module.offer',
        modules: [
          { id: 1, module_type: 'food', module_name: 'Food' },
          { id: 2, module_type: 'grocery', module_name: 'Grocery' },
        ],
      },
      { type: 'module.offer', modules: [{ id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' }] },
      { type: 'scope.changed', module: { id: 1, module_type: 'food', module_name: 'Food' }, zoneIds: [3] },
      { type: 'xstate.done.actor.fetchRentalCart', output: { carts: [] } },
      { type: 'xstate.done.actor.fetchRentalCart', output: { carts: [{ provider: { pickup_zone_id: ['1', '2'] } }] } },
      { type: 'xstate.done.actor.fetchRentalCart', output: { carts: [{ provider: { pickup_zone_id: ['3'] } }] } },
      { type: 'xstate.error.actor.fetchRentalCart', error: { message: 'Unauthorized' } },
      { type: 'xstate.done.actor.clearRentalCart', output: undefined },
      { type: 'xstate.error.actor.clearRentalCart', error: { message: 'The selected guest id is invalid.' } },
    ],
  },
  addToCart: { machine: addToCartMachine, ...addToCartSamples },
  cartLine: { machine: cartLineMachine, ...cartLineSamples },
  checkoutGating: { machine: checkoutGatingMachine, ...checkoutGatingSamples },
  buyNow: { machine: buyNowMachine, ...buyNowSamples },
  checkout: { machine: checkoutMachine, ...checkoutSamples },
  checkoutFacts: { machine: checkoutFactsMachine, ...checkoutFactsSamples },
  orderResult: { machine: orderResultMachine, ...orderResultSamples },
  wishlist: { machine: wishlistMachine, ...wishlistSamples },
  order: { machine: orderMachine, ...orderSamples },
  orderAgain: { machine: orderAgainMachine, ...orderAgainSamples },
  tracking: { machine: trackingMachine, ...trackingSamples },
  offlinePayment: { machine: offlinePaymentMachine, ...offlinePaymentSamples },
  prescriptionOrder: { machine: prescriptionOrderMachine, ...prescriptionOrderSamples },
  walletTopUp: { machine: walletTopUpMachine, ...walletTopUpSamples },
  pointTransfer: { machine: pointTransferMachine, ...pointTransferSamples },
  reviewReminder: { machine: reviewReminderMachine, ...reviewReminderSamples },
  pushPermission: { machine: pushPermissionMachine, ...pushPermissionSamples },
  search: { machine: searchMachine, ...searchSamples },
  rentalCart: { machine: rentalCartMachine, ...rentalCartSamples },
  tripBooking: { machine: tripBookingMachine, ...tripBookingSamples },
  chat: { machine: chatMachine, ...chatSamples },
  parcelOrder: { machine: parcelOrderMachine, ...parcelOrderSamples },
  storeSearch: { machine: storeSearchMachine, ...storeSearchSamples },
};
