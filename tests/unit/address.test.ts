import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  addressesInZone,
  addressPayload,
  addressToSave,
  blankAddressDraft,
  draftOf,
  guestContactErrors,
  isSelectedAddress,
  parseDeliveryAddress,
  parseGuestContact,
  resetAddressDraft,
} from '../../src/domain/address';

const filled = {
  ...blankAddressDraft('+880', { lat: 23.7461, lng: 90.3742 }),
  address: 'Lake Road',
  contact_person_name: 'Demo',
  phone: '1700000001',
  house: '12',
  floor: '3',
  road: '5',
  additional_information: 'Ring',
};

describe('acc §5 address form rules', () => {
  it('acc §5 Address form: "Address is required", "Name is required", "Phone Number is required"', () => {
    expect(addressErrors(blankAddressDraft('+880', { lat: 1, lng: 1 }))).toEqual({
      address: 'addressRequired',
      contact_person_name: 'nameRequired',
      phone: 'phoneRequired',
    });
    expect(addressErrors(filled)).toEqual({});
  });

  it('acc §9 phone minimum 10 digits; blank spaces are not a name or an address', () => {
    expect(addressErrors({ ...filled, phone: '17000' }).phone).toBe('phoneTooShort');
    expect(addressErrors({ ...filled, contact_person_name: '  ', address: ' ' })).toMatchObject({
      contact_person_name: 'nameRequired',
      address: 'addressRequired',
    });
  });

  it('acc §4 take-away: the address is not collected, so not required, and address/road/house/floor are not sent', () => {
    const d = { ...filled, address: '' };
    expect(addressErrors(d, true)).toEqual({});
    expect(addressPayload(filled, { takeAway: true })).toMatchObject({
      address: '',
      road: null,
      house: null,
      floor: null,
      additional_information: 'Ring',
    });
  });

  it('acc §4 Reset clears name, number, additional information, house and floor (the address, road and point stay)', () => {
    expect(resetAddressDraft(filled)).toMatchObject({
      contact_person_name: '',
      phone: '',
      additional_information: '',
      house: '',
      floor: '',
      address: 'Lake Road',
      road: '5',
      latitude: 23.7461,
    });
  });

  it('acc §4 "other" with a non-empty label replaces the address type on submit; an empty one keeps "other"', () => {
    expect(addressPayload({ ...filled, label: 'other', labelName: ' Gym ' })).toMatchObject({
      address_type: 'Gym',
      address_label: 'Gym',
    });
    expect(addressPayload({ ...filled, label: 'other', labelName: '' })).toMatchObject({
      address_type: 'other',
      address_label: null,
    });
    expect(addressPayload(filled)).toMatchObject({
      address_type: 'home',
      contact_person_number: '+8801700000001',
      latitude: '23.7461',
      contact_person_email: null,
    });
  });

  it('acc §3 a saved address opens in the form: free-text type as "other" with its name; the number split from its code', () => {
    const d = draftOf(
      {
        address_type: 'Gym',
        address: 'A',
        latitude: '23.7',
        longitude: '90.3',
        contact_person_name: 'N',
        contact_person_number: '+8801700000001',
      },
      '+880',
    );
    expect(d).toMatchObject({
      label: 'other',
      labelName: 'Gym',
      dialCode: '+880',
      phone: '1700000001',
      latitude: 23.7,
    });
    expect(
      draftOf(
        {
          address_type: 'office',
          address: 'A',
          latitude: '1',
          longitude: '2',
          contact_person_name: 'N',
          contact_person_number: '+966500000000',
        },
        '+880',
      ),
    ).toMatchObject({
      label: 'office',
      phone: '+966500000000',
    });
  });

  it('acc §4 addresses are filtered to those whose zone_ids include the store zone; no zone offers all', () => {
    const list = [
      { id: 1, zone_ids: [2, 1] },
      { id: 2, zone_ids: [3] },
      { id: 3, zone_id: 2 },
    ];
    expect(addressesInZone(list, 2).map((a) => a.id)).toEqual([1, 3]);
    expect(addressesInZone(list, null).map((a) => a.id)).toEqual([1, 2, 3]);
  });
});

describe('acc §5 guest contact', () => {
  it('acc §5 Guest contact form: name, phone and e-mail all required; a malformed e-mail or short phone says so', () => {
    expect(
      guestContactErrors({ contact_person_name: '', contact_person_number: '', contact_person_email: '' }),
    ).toEqual({
      contact_person_name: 'nameMissing',
      contact_person_number: 'phoneMissing',
      contact_person_email: 'emailMissing',
    });
    expect(
      guestContactErrors({ contact_person_name: 'G', contact_person_number: '+88017', contact_person_email: 'guest@' }),
    ).toEqual({
      contact_person_number: 'phoneShort',
      contact_person_email: 'emailInvalid',
    });
    expect(
      guestContactErrors({
        contact_person_name: 'G',
        contact_person_number: '+8801700000002',
        contact_person_email: 'g@example.com',
      }),
    ).toEqual({});
  });

  it('acc §1 the device copies: unreadable or empty values are nothing; a guest address keeps its e-mail', () => {
    expect(parseGuestContact(null)).toBeNull();
    expect(parseGuestContact('x')).toBeNull();
    expect(
      parseGuestContact({
        contact_person_name: 'G',
        contact_person_number: '+8801700000002',
        contact_person_email: 'g@example.com',
      }),
    ).toEqual({
      contact_person_name: 'G',
      contact_person_number: '+8801700000002',
      contact_person_email: 'g@example.com',
    });
    expect(parseDeliveryAddress({ address_type: 'home' })).toBeNull();
    expect(
      parseDeliveryAddress({
        address: 'Lake Road',
        latitude: '23.7',
        longitude: '90.3',
        contact_person_email: 'g@example.com',
      }),
    ).toMatchObject({
      address: 'Lake Road',
      contact_person_email: 'g@example.com',
      address_type: 'home',
    });
  });
});

describe('acc §4 "Save this Address" from checkout', () => {
  const current = {
    id: null,
    address_type: 'Selected Address',
    address: 'Dhanmondi 27, Dhaka',
    latitude: '23.7557',
    longitude: '90.3753',
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000001',
    zone_ids: [2, 1],
  };

  it('core §9 the pseudo type "Selected Address" is never stored: it is saved as "other", keeping label and additional information', () => {
    expect(isSelectedAddress(current)).toBe(true);
    const saved = addressToSave({
      ...current,
      address_label: ' Gym ',
      additional_information: 'Gate 2',
      road: '27',
      house: '',
      floor: null,
    });
    expect(saved.address_type).toBe('other');
    expect(saved).toMatchObject({
      address_label: 'Gym',
      additional_information: 'Gate 2',
      road: '27',
      house: null,
      floor: null,
      address: 'Dhanmondi 27, Dhaka',
      latitude: '23.7557',
      longitude: '90.3753',
    });
    expect(addressToSave(current)).toMatchObject({
      address_type: 'other',
      address_label: null,
      additional_information: null,
    });
    expect(JSON.stringify(addressToSave(current))).not.toContain('Selected Address');
  });

  it('acc §4 a new address from the modal keeps its type, label and additional information', () => {
    const office = { ...current, address_type: 'Gym', address_label: 'Gym', additional_information: 'Ring twice' };
    expect(isSelectedAddress(office)).toBe(false);
    expect(addressToSave(office)).toMatchObject({
      address_type: 'Gym',
      address_label: 'Gym',
      additional_information: 'Ring twice',
    });
    expect(addressToSave({ ...current, address_type: 'home' }).address_type).toBe('home');
  });
});
