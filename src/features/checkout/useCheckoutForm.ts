import { useEffect, useMemo, useState } from 'react';
import type { PlacedSearch } from '../../flows/checkout';
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutFacts, checkoutStart, type CheckoutFacts, type CheckoutSources } from '../../domain/checkoutFacts';
import { noFacts, type GatheredFacts } from '../../../machines/checkout/checkout.facts';
import { currentLocationAddress } from '../../domain/address';
import { useCheckoutFlows } from '../../flows/orders';
import type { CheckoutData } from './useCheckoutData';
import { useSchedule } from './useScheduleDays';

/** The page's checkout actor, started from the draft kept for this page and store, and keeping it as it changes. */
export function useCheckoutActor(data: CheckoutData, onPlaced: (search: PlacedSearch) => void) {
  const flows = useCheckoutFlows();
  const [draftKey] = useState(() => flows.draftKeyOf(data.page, data.store.id));
  const logic = useMemo(
    () =>
      flows.createLogic({
        buyNow: data.page !== 'cart',
        showPlaced: onPlaced,
        leaveTo: (url) => window.location.assign(url),
        draftKey,
      }),
    [flows, data.page, onPlaced, draftKey],
  );
  const [input] = useState(() => ({
    ...checkoutStart(
      data.config,
      data.store,
      data.scope.signedIn,
      flows.readDraft(draftKey),
      currentLocationAddress(data.scope, data.profile),
      data.offlineMethods,
    ),
    storeAt: storeAtOf(data.store),
    signedIn: data.scope.signedIn,
  }));
  const actor = useActorRef(logic, { input });
  useEffect(() => flows.keepDraft(actor, draftKey), [flows, actor, draftKey]);
  return actor;
}

/** The facts the checkout's facts machine gathered so far (machines/checkout/checkout.facts.config.ts). */
export function useGathered(actor: ReturnType<typeof useCheckoutActor>): GatheredFacts {
  const facts = useSelector(actor, (s) => s.children.checkoutFacts);
  return useSelector(facts, (s) => s?.context.gathered ?? noFacts);
}

/** Where the store is, as the machine asks its zone and distance from it. */
const storeAtOf = (store: CheckoutData['store']) =>
  store.latitude != null && store.longitude != null
    ? { lat: String(store.latitude), lng: String(store.longitude) }
    : null;

/**
 * What the form shows and sends: the page data with the facts the machine gathered (the zones at the address,
 * the distance) and the schedule.
 */
export function useCheckoutFacts(
  data: CheckoutData,
  draft: CheckoutSources['draft'],
  coupon: CheckoutSources['coupon'],
  gathered: GatheredFacts,
) {
  const { config, store, scope } = data;
  const schedule = useSchedule(store, config);
  const facts = checkoutFacts({
    config,
    store,
    page: data.page,
    cartLines: data.cartLines,
    buyNow: data.buyNow,
    zoneIds: scope.zoneIds,
    signedIn: scope.signedIn,
    walletBalance: Number(data.profile?.wallet_balance ?? 0),
    needsPrescription: data.needsPrescription,
    moduleType: data.moduleType,
    offlineMethods: data.offlineMethods,
    zoneData: gathered.zoneData,
    distance: gathered.distance,
    coupon,
    openNow: schedule.canOrderNow,
    draft,
  });
  return { facts, schedule };
}

/** Once the page knows its bill: a coupon kept from an earlier visit (reload, payment page) is checked again. */
export function useKeptCoupon(actor: ReturnType<typeof useCheckoutActor>, storeId: number, purchase: number) {
  useEffect(() => {
    const code = actor.getSnapshot().context.draft.couponCode;
    if (code) actor.send({ type: 'checkout.coupon.restore', code, storeId, amount: purchase });
    // Once per visit: a later change of the cart is the customer's, and the bill re-checks the coupon anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
}

/** Tells the machine when the methods offered change: the chosen one stays if still offered, else the first is preselected. */
export function useOfferedPayments(
  actor: ReturnType<typeof useCheckoutActor>,
  facts: Pick<CheckoutFacts, 'offers' | 'place'>,
) {
  const offeredKey = facts.offers.map((o) => o.key).join();
  useEffect(() => {
    actor.send({ type: 'checkout.payment.offered', offered: facts.place.offered });
    // The offers are rebuilt each render; what matters is which methods they hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, offeredKey]);
}
