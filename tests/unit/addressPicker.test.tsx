import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { saveDeviceValue, saveLocation, saveToken } from '../../src/api/scope';
import { DEVICE_KEYS } from '../../src/api/storage';
import type { CheckoutAddressSlotProps, DeliveryAddress, OrderType } from '../../src/domain/address';
import { CheckoutAddressPicker } from '../../src/features/address/CheckoutAddressPicker';

// Lazy modals load their chunk on first use: give a busy machine time.
configure({ asyncUtilTimeout: 10_000 });

const home: DeliveryAddress = {
  id: 1,
  address_type: 'home',
  address: 'Lake Road',
  latitude: '23.7461',
  longitude: '90.3742',
  contact_person_name: 'Demo',
  contact_person_number: '+8801700000001',
  zone_ids: [2, 1],
};
const office: DeliveryAddress = {
  id: 2,
  address_type: 'office',
  address: 'Airport Road',
  latitude: '23.87',
  longitude: '90.4',
  contact_person_name: 'Demo',
  contact_person_number: '+8801700000001',
  zone_ids: [3],
};

function Host({
  signedIn,
  storeZoneId,
  orderType = 'delivery',
  onSelect,
}: {
  signedIn: boolean;
  storeZoneId: number | null;
  orderType?: OrderType;
  onSelect: (a: DeliveryAddress | null) => void;
}) {
  const [selected, setSelected] = useState<DeliveryAddress | null>(null);
  const [save, setSave] = useState(false);
  const props: CheckoutAddressSlotProps = {
    storeZoneId,
    orderType,
    signedIn,
    selected,
    onSelect: (a) => {
      onSelect(a);
      setSelected(a);
    },
    saveAddress: save,
    onSaveAddressChange: setSave,
  };
  return <CheckoutAddressPicker {...props} />;
}

function mount(
  signedIn: boolean,
  storeZoneId: number | null,
  orderType: OrderType = 'delivery',
  profileLate?: QueryClient,
) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const client = profileLate ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (!profileLate) client.setQueryData(['profile'], { f_name: 'Demo', l_name: 'Customer', phone: '+8801700000001' });
  client.setQueryData(['profile', 'addresses'], [home, office]);
  saveLocation({ address: 'Dhanmondi, Dhaka', lat: 23.757989, lng: 90.360587, zoneId: '[1,2,3]' });
  if (signedIn) saveToken('t');
  const onSelect = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Host signedIn={signedIn} storeZoneId={storeZoneId} orderType={orderType} onSelect={onSelect} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onSelect;
}

describe('acc §2 Checkout address picker', () => {
  it("acc §2 signed in: a profile answering after the current location was taken fills the Selected Address's name and phone", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // The profile has not answered yet: nothing cached (its request fails here, as a slow one has not come back).
    const onSelect = mount(true, 3, 'delivery', client);
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ address_type: 'Selected Address', contact_person_name: '' }),
      ),
    );
    client.setQueryData(['profile'], { f_name: 'Demo', l_name: 'Customer', phone: '+8801700000001' });
    await waitFor(() =>
      expect(onSelect).toHaveBeenLastCalledWith(
        expect.objectContaining({
          address_type: 'Selected Address',
          contact_person_name: 'Demo Customer',
          contact_person_number: '+8801700000001',
        }),
      ),
    );
  });

  it('acc §2 signed in: "Delivery Addresses", the current location as "Selected Address", "Save this Address", the saved list of the store\'s zone only', async () => {
    const onSelect = mount(true, 3);
    expect(screen.getByRole('heading', { name: 'Delivery Addresses' })).toBeTruthy();
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(
        expect.objectContaining({
          address_type: 'Selected Address',
          address: 'Dhanmondi, Dhaka',
          contact_person_name: 'Demo Customer',
        }),
      ),
    );
    expect(screen.getByText('Selected Address')).toBeTruthy();
    // core §9: the pseudo type is not editable: no edit icon on it, a way to add another address instead.
    expect(screen.queryByTestId('checkout-address-edit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeTruthy();
    expect(screen.getByText('Save this Address')).toBeTruthy();
    fireEvent.click(screen.getByText('View Saved Address'));
    const modal = await screen.findByTestId('saved-addresses-modal');
    // acc §4: only addresses whose zone_ids include the store's zone (3).
    expect(within(modal).getAllByTestId('saved-address-option')).toHaveLength(1);
    expect(within(modal).getByText('Airport Road')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('radio'));
    fireEvent.click(within(modal).getByText('Select'));
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(office));
    await waitFor(() => expect(screen.queryByTestId('saved-addresses-modal')).toBeNull());
    // A saved address can be edited from its card.
    expect(screen.getByTestId('checkout-address-edit')).toBeTruthy();
    expect(screen.queryByTestId('checkout-address-new')).toBeNull();
    // A saved address is in the book already: no "Save this Address".
    expect(screen.queryByText('Save this Address')).toBeNull();
  });

  it("acc §2 no saved address in the store's zone: the info note, and the modal's empty text with Cancel", async () => {
    mount(true, 9);
    expect(screen.getByText('No saved addresses found to select.')).toBeTruthy();
    fireEvent.click(screen.getByText('View Saved Address'));
    const modal = await screen.findByTestId('saved-addresses-modal');
    expect(
      within(modal).getByText('Oops - You don’t have any saved address yet. please save address to continue'),
    ).toBeTruthy();
    expect((within(modal).getByText('Select') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(modal).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('saved-addresses-modal')).toBeNull());
  });

  it('acc §4 take-away: no address is collected — no saved-address link, no address line', async () => {
    mount(true, null, 'take_away');
    await waitFor(() => expect(screen.getByText('Selected Address')).toBeTruthy());
    expect(screen.queryByText('View Saved Address')).toBeNull();
    expect(screen.queryByText('Dhanmondi, Dhaka')).toBeNull();
  });

  it("acc §2 guest: the contact card and the address hints; the device copies make the order's address", async () => {
    const onSelect = mount(false, null);
    expect(screen.getByText('No Contact Info Added')).toBeTruthy();
    expect(screen.getByText('Please enter your contact info')).toBeTruthy();
    expect(screen.getByText('Please add your delivery address')).toBeTruthy();
    saveDeviceValue(DEVICE_KEYS.guestAddress, { ...home, id: null, contact_person_email: 'old@example.com' });
    saveDeviceValue(DEVICE_KEYS.guestContact, {
      contact_person_name: 'Guest Buyer',
      contact_person_number: '+8801700000002',
      contact_person_email: 'guest@example.com',
    });
    await waitFor(() =>
      expect(onSelect).toHaveBeenLastCalledWith(
        expect.objectContaining({
          address: 'Lake Road',
          contact_person_name: 'Guest Buyer',
          contact_person_number: '+8801700000002',
          contact_person_email: 'guest@example.com',
        }),
      ),
    );
    // acc §5 masking of the contact on the card.
    expect(screen.getByTestId('guest-contact-phone').textContent).toBe('+880*******002');
    expect(screen.getByTestId('guest-contact-email').textContent).toBe('gu***@example.com');
  });
});
