import { messages as shell } from './en/messages.po';
import { messages as location } from './en/location.po';
import { messages as account } from './en/account.po';
import { messages as catalog } from './en/catalog.po';
import { messages as cart } from './en/cart.po';
import { messages as search } from './en/search.po';
import { messages as orders } from './en/orders.po';
import { messages as rental } from './en/rental.po';

/** Every area's catalogue of this language, in one chunk (one request at start-up, not five). */
export const messages = { ...shell, ...location, ...account, ...catalog, ...cart, ...search, ...orders, ...rental };
