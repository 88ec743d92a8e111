/** QA samples of the address flows for machines/catalog.ts. */

// Shaped like src/api's ApiError (an Error with the server's messages), as the edge rejects with it.
const apiError = (message: string, code: string | null = null) =>
  Object.assign(new Error(message), { details: [{ code, message }], messages: [message] });

const saved = {
  id: 7,
  address_type: 'office',
  address: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh',
  latitude: '23.7461',
  longitude: '90.3742',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
  zone_ids: [2, 1],
};

export const addressFormSamples = {
  inputs: [undefined],
  // Few distinct drafts keep the explored graph small: every way of moving the pin lands on the saved point,
  // every lookup answers the saved address text, and "Label As" picks the saved label again.
  events: [
    { type: 'address.open', address: saved, dialCode: '+880', center: null, store: 'server' },
    { type: 'address.open', address: { ...saved, id: null }, dialCode: '+880', center: null, store: 'device' },
    // Checkout, this order only: the current location without an address line yet (its address is looked up).
    {
      type: 'address.open',
      address: { ...saved, id: null, address: '' },
      dialCode: '+880',
      center: null,
      store: 'none',
    },
    { type: 'address.close' },
    { type: 'address.edit', field: 'contact_person_name', value: 'Demo Customer' },
    { type: 'address.label', label: 'office' },
    { type: 'address.reset' },
    { type: 'address.reset.confirm' },
    { type: 'address.reset.cancel' },
    { type: 'address.submit' },
    { type: 'address.map.move', lat: 23.7461, lng: 90.3742 },
    { type: 'address.current.request' },
    {
      type: 'address.place.pick',
      placeId: 'place-dhanmondi-lake',
      text: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh',
    },
    { type: 'xstate.after.geolocationDecision.addressForm.open.point.locating' },
    { type: 'xstate.done.actor.geolocate', output: { lat: 23.7461, lng: 90.3742 } },
    { type: 'xstate.error.actor.geolocate', error: { id: 'geolocationUnavailable' } },
    { type: 'xstate.done.actor.reverseGeocode', output: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh' },
    { type: 'xstate.error.actor.reverseGeocode', error: { message: 'Too Many Attempts.' } },
    { type: 'xstate.done.actor.placeDetails', output: { lat: 23.7461, lng: 90.3742 } },
    { type: 'xstate.error.actor.placeDetails', error: { id: 'placeNotFound' } },
    { type: 'xstate.done.actor.saveAddress', output: { message: 'Updated successfully', zone_id: 2 } },
    { type: 'xstate.error.actor.saveAddress', error: apiError('Service not available in this area', 'coordinates') },
    { type: 'address.delete.request', id: 7 },
    { type: 'address.delete.confirm' },
    { type: 'address.delete.cancel' },
    { type: 'xstate.done.actor.deleteAddress', output: { message: 'Successfully removed' } },
    { type: 'xstate.error.actor.deleteAddress', error: apiError('Not found') },
  ],
};

export const guestContactSamples = {
  inputs: [undefined],
  events: [
    { type: 'contact.open', contact: null, dialCode: '+880' },
    {
      type: 'contact.open',
      contact: {
        contact_person_name: 'Guest Buyer',
        contact_person_number: '+8801700000002',
        contact_person_email: 'guest@example.com',
      },
      dialCode: '+880',
    },
    { type: 'contact.close' },
    { type: 'contact.edit', field: 'contact_person_name', value: 'Guest Buyer' },
    { type: 'contact.edit', field: 'phone', value: '1700000002' },
    { type: 'contact.edit', field: 'contact_person_email', value: 'guest@example.com' },
    { type: 'contact.reset' },
    { type: 'contact.reset.confirm' },
    { type: 'contact.reset.cancel' },
    { type: 'contact.save' },
  ],
};
