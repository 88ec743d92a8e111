// journey-all's profile steps: the profile page, its edit form (the older client sends f_name/l_name to
// customer/update-profile) and a new address from the profile's address list.
import { expectCall, goto, noBrokenValues, see, settle } from './journey-all-act.mjs';

export const profileSteps = [
  {
    name: 'profile-view',
    async run(ctx) {
      const { page, WEB } = ctx;
      await expectCall(page, /customer\/info$/, () => goto(page, `${WEB}/profile?page=profile-settings`), 60000);
      await see(page, 'Personal Details');
      await see(page, 'demo@example.com');
      await noBrokenValues(page);
    },
  },
  {
    name: 'profile-update',
    async run(ctx) {
      const { page } = ctx;
      await page.getByText('Edit Profile').first().click();
      await see(page, 'Edit Personal Details');
      await page.getByLabel(/Last Name/).fill('Customer Updated');
      await expectCall(page, /customer\/update-profile$/, () =>
        page
          .getByRole('button', { name: /Update Profile/i })
          .first()
          .click(),
      );
      await see(page, 'Customer Updated', 20000);
      return 'last name -> Customer Updated';
    },
  },
  {
    name: 'address-add',
    async run(ctx) {
      const { page, WEB } = ctx;
      await goto(page, `${WEB}/profile?page=profile-settings`);
      await see(page, 'My Addresses', 60000);
      await page
        .getByText(/Add New Address|Add Address/)
        .first()
        .click();
      await see(page, 'Label As');
      await settle(page);
      // A customer picks a label (home, office, other): the platform refuses an address without address_type.
      await page.locator('img[src*="office"]').first().click();
      await page.getByLabel(/Contact Person Name/).fill('Demo Office');
      await page.getByLabel(/^House/).fill('7');
      await page.getByLabel(/^Road/).fill('11');
      await expectCall(page, /customer\/address\/add$/, () =>
        page
          .getByRole('button', { name: /^Add Address$/ })
          .last()
          .click(),
      );
      await see(page, 'Successfully added', 20000);
      await noBrokenValues(page);
      return 'office, house 7, road 11';
    },
  },
];
