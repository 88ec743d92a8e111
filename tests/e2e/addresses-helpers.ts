import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export async function tokenOf(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/v1/auth/login', {
    data: { login_type: 'manual', email_or_phone: 'demo@example.com', password: '12345678', field_type: 'email' },
    headers: { Accept: 'application/json' },
  });
  return (await r.json()).token as string;
}

/** The modal with its map drawn (a canvas) and the point's address looked up. */
export async function openAddModal(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const modal = page.getByTestId('address-modal');
  await expect(modal).toBeVisible();
  // The map's chunk (maplibre-gl) loads when the first modal opens: slow on a busy machine.
  await expect(modal.locator('[data-testid="address-map"] canvas')).toBeVisible({ timeout: 60_000 });
  return modal;
}
