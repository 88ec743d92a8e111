import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../api/queries/config';
import { cartQuery } from '../../api/queries/cart';
import { itemDetailsQuery, storeDetailsQuery } from '../../api/queries/catalog';
import { profileQuery } from '../../api/queries/account';
import { offlineMethodsQuery } from '../../api/queries/offlineMethods';
import type { OfflineMethodName } from '../../domain/payment';
import { flagOn } from '../../domain/flags';
import { useScope, type ShoppingScope } from '../../api/scope';
import type { CartLine, Config, ItemDetails, StoreDetails, User } from '../../api/types';
import type { CheckoutPage } from '../../domain/cartCheckout';
import { summaryOf, type SummaryRow } from '../../domain/cartLine';
import { lineTotalsFrom } from '../../domain/billInput';
import { moneyFormatOf, type MoneyFormat } from '../../domain/money';
import { readBuyNow, type BuyNowItem } from './readBuyNow';

/** What the checkout page buys and from whom, once loaded. */
export interface CheckoutData {
  page: CheckoutPage;
  scope: ShoppingScope;
  config: Config;
  money: MoneyFormat;
  store: StoreDetails;
  rows: SummaryRow[];
  /** page=cart: the server cart's lines. */
  cartLines: CartLine[] | null;
  /** page=buy_now|campaign: the kept item and its details. */
  buyNow: { entry: BuyNowItem; item: ItemDetails } | null;
  profile: User | null;
  /** A line needs a prescription (pharmacy, core §5) and the store takes prescription orders. */
  needsPrescription: boolean;
  moduleType: string | null;
  /** The business's offline methods, offered by name (none when offline payment is off or none is active). */
  offlineMethods: OfflineMethodName[];
}

export type CheckoutLoad =
  { status: 'loading' } | { status: 'empty' } | { status: 'signIn' } | { status: 'ready'; data: CheckoutData };

/** Loads the cart (or the buy-now item), its store, the config and the profile through the shared queries. */
export function useCheckoutData(page: CheckoutPage): CheckoutLoad {
  const scope = useScope();
  const config = useQuery(configQuery());
  const cart = useQuery({ ...cartQuery(scope), enabled: page === 'cart' && scope.moduleId !== null });
  const stored = page === 'cart' ? null : readBuyNow();
  const campaign = page === 'campaign';
  const details = useQuery({
    ...itemDetailsQuery(scope, String(stored?.item_id ?? 0), campaign),
    enabled: stored !== null && (!campaign || scope.signedIn),
  });
  const cartLines = page === 'cart' ? (cart.data ?? []) : null;
  const storeId = page === 'cart' ? (cartLines?.[0]?.item?.store_id ?? null) : (details.data?.store_id ?? null);
  const store = useQuery({ ...storeDetailsQuery(scope, String(storeId ?? 0)), enabled: storeId !== null });
  const profile = useQuery(profileQuery(scope.signedIn));
  // Asked beside the cart: the chosen method (kept in the draft) must be known before the form starts.
  const offlineOn = flagOn(config.data?.offline_payment_status);
  const offline = useQuery({ ...offlineMethodsQuery(), enabled: offlineOn });

  // acc §4 Order now: campaign items need a signed-in customer.
  if (campaign && !scope.signedIn) return { status: 'signIn' };
  if (config.isPending) return { status: 'loading' };
  if (page === 'cart' ? cart.isPending && scope.moduleId !== null : stored !== null && details.isPending)
    return { status: 'loading' };
  if (page === 'cart' ? !cartLines?.length : !stored || !details.data) return { status: 'empty' };
  if (storeId !== null && store.isPending) return { status: 'loading' };
  if (!config.data || !store.data) return { status: 'empty' };
  // A failed list offers no offline method; the other methods stay.
  if (offlineOn && offline.isPending) return { status: 'loading' };

  const money = moneyFormatOf(config.data);
  const item = details.data as ItemDetails | undefined;
  const lines =
    page === 'cart'
      ? cartLines!
      : [
          {
            ...stored!,
            id: stored!.item_id,
            item: {
              ...item!,
              id: stored!.item_id,
              store_id: item!.store_id ?? 0,
              price: stored!.price,
              addons: item!.add_ons ?? [],
            },
          },
        ];
  const buyNow = page === 'cart' ? null : { entry: stored!, item: item! };
  // Each line at what the bill charges for it: a running store percent discount may replace its own.
  const totals = lineTotalsFrom(
    { store: store.data, cartLines: page === 'cart' ? cartLines : null, buyNow },
    money.digits,
  );
  const { rows } = summaryOf(lines, money.digits, totals);
  const prescriptionLine = lines.some(
    (l) => Number((l.item as { is_prescription_required?: number }).is_prescription_required) === 1,
  );
  return {
    status: 'ready',
    data: {
      page,
      scope,
      config: config.data,
      money,
      store: store.data,
      rows,
      cartLines,
      buyNow,
      profile: scope.signedIn ? (profile.data ?? null) : null,
      needsPrescription: prescriptionLine && config.data.prescription_order_status !== false,
      moduleType: scope.moduleType,
      offlineMethods: offlineOn ? (offline.data ?? []) : [],
    },
  };
}
