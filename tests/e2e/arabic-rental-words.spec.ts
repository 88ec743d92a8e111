import { expect, test } from '@playwright/test';
import { seedDevice } from './device';

const RENTAL = { id: 6, module_type: 'rental' };

test("core §9 Arabic rental: a vehicle's transmission and fuel are said in Arabic, never as the stored word", async ({
  page,
}) => {
  await seedDevice(page, { lang: 'ar', module: RENTAL });
  await page.goto('/rental/vehicle-search?all_category=1');
  const corolla = page.getByTestId('vehicle-card').filter({ hasText: 'Toyota Corolla' });
  await expect(corolla).toContainText('أوتوماتيكي');
  await expect(corolla).not.toContainText('automatic');
  await corolla.getByTestId('vehicle-open').click();
  const vehicle = page.getByTestId('vehicle-page');
  await expect(vehicle).toContainText('أوكتان');
  await expect(vehicle).not.toContainText('octane');
  await expect(vehicle).not.toContainText('automatic');
});
