/**
 * Page objects of the shopping journey the specs repeat most (open a store, add to the cart, open the cart,
 * sign in, check out), finding every element by its role and accessible name as a customer or a screen
 * reader does, in English or Arabic (words.ts). Specs keep their own assertions; these only act and wait for
 * what the customer sees.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { WORDS, type Lang, type Words } from './words';

export interface StoreRef {
  id: number;
  moduleId: number;
  name: string;
}

export interface ItemRef {
  id: number;
  moduleId: number;
  name: string;
  store: StoreRef;
}

/** An item and its store as the reference server describes them (items/details). */
export async function findItem(request: APIRequestContext, id: number, moduleId: number): Promise<ItemRef> {
  const res = await request.get(`/api/v1/items/details/${id}`, {
    headers: { moduleId: String(moduleId), zoneId: '[1,2,3]' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const it = (await res.json()) as {
    name: string;
    store_id: number;
    store_name?: string;
    store_details?: { name?: string };
  };
  const storeName = it.store_name ?? it.store_details?.name;
  if (!storeName) throw new Error(`item ${id} answered without its store's name`);
  return { id, moduleId, name: it.name, store: { id: it.store_id, moduleId, name: storeName } };
}

/** A toast as announced: a status (an error is an alert). The page behind an open dialog is hidden from this. */
export const toastOf = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

export class Shop {
  readonly words: Words;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {
    this.words = WORDS[lang];
  }

  /** The store's page, once its name is the page's heading. */
  async openStore(store: StoreRef): Promise<void> {
    await this.page.goto(`/store/${store.id}?module_id=${store.moduleId}`);
    await expect(this.page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  }

  /** The product card's add button (core §2): named after the item. */
  addButton(itemName: string): Locator {
    return this.page.getByRole('button', { name: this.words.addToCart(itemName), exact: true }).first();
  }

  /** Adds an item without options from its card and waits for "Item added to cart.". */
  async addToCart(itemName: string): Promise<void> {
    await this.addButton(itemName).click();
    await expect(toastOf(this.page, this.words.added)).toBeVisible();
  }

  /** The header's cart button (the phone's bottom bar has one of the same name: the one on screen). */
  cartButton(): Locator {
    return this.page
      .getByRole('button', { name: new RegExp(`^${this.words.cart}`) })
      .filter({ visible: true })
      .first();
  }

  async openCart(): Promise<CartDrawer> {
    await this.cartButton().click();
    const drawer = new CartDrawer(this.page, this.words);
    await expect(drawer.dialog).toBeVisible();
    return drawer;
  }

  /** The header's Sign In: the dialog, the credentials, and "Logged in successfully.". */
  async signIn(emailOrPhone: string, password: string): Promise<void> {
    await this.page
      .getByRole('button', { name: this.words.signIn, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: this.words.signIn });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: this.words.emailOrPhone }).fill(emailOrPhone);
    await dialog.getByLabel(this.words.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: this.words.signIn, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toastOf(this.page, this.words.signedIn)).toBeVisible();
  }
}

export class CartDrawer {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly words: Words,
  ) {
    this.dialog = page.getByRole('dialog', { name: words.cart });
  }

  /** The cart's lines, each a list item of "Cart items". */
  lines(): Locator {
    return this.dialog.getByRole('list', { name: this.words.cartItems }).getByRole('listitem');
  }

  line(itemName: string): Locator {
    return this.lines().filter({ hasText: itemName });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: this.words.closeCart }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Proceed To Checkout, for a customer who may check out (a guest is asked first: the spec handles that). */
  async proceed(): Promise<CheckoutPage> {
    await this.dialog.getByRole('button', { name: this.words.proceed }).click();
    await expect(this.page).toHaveURL(/\/checkout\?/);
    return new CheckoutPage(this.page, this.words);
  }
}

export class CheckoutPage {
  constructor(
    readonly page: Page,
    readonly words: Words,
  ) {}

  /** Place Order, named with the total it charges ("Place Order · ৳94.00"). */
  placeOrder(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${this.words.place}( ·|$)`) });
  }

  /** The total Place Order names, as shown. */
  async placeTotal(): Promise<string> {
    const name = (await this.placeOrder().textContent()) ?? '';
    return name.split('·').at(-1)!.trim();
  }

  /** Place Order, then the order-placed page's heading; answers the order id from the address. */
  async place(): Promise<number> {
    await expect(this.placeOrder()).toBeEnabled();
    await this.placeOrder().click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.placed })).toBeVisible();
    return Number(new URL(this.page.url()).searchParams.get('order_id'));
  }
}
