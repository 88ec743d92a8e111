import { messages as shell } from './ar/messages.po';
import { messages as location } from './ar/location.po';
import { messages as account } from './ar/account.po';
import { messages as catalog } from './ar/catalog.po';
import { messages as cart } from './ar/cart.po';
import { messages as search } from './ar/search.po';
import { messages as orders } from './ar/orders.po';
import { messages as rental } from './ar/rental.po';

/** Every area's catalogue of this language, in one chunk (one request at start-up, not five). */
export const messages = { ...shell, ...location, ...account, ...catalog, ...cart, ...search, ...orders, ...rental };
