import { useCallback, useEffect, useMemo, type ComponentType } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { CheckoutAddressSlotProps, DeliveryAddress, OrderType } from '../../domain/address';
import { computeBill } from '../../domain/bill';
import { billInputFrom, metersOfDistanceAnswer } from '../../domain/billInput';
import { formatMoney } from '../../domain/money';
import { offeredPayments, type PaymentZone } from '../../domain/payment';
import type { PlaceFacts } from '../../../machines/checkout/checkout.rules';
import { createCheckoutLogic } from './checkoutLogic';
import { addressZonesQuery, distanceQuery, mostTipsQuery } from './queries';
import type { CheckoutData } from './useCheckoutData';
import { BillSummary } from './BillSummary';
import { CouponSection } from './CouponSection';
import { NotesSection, OrderTypeSection, ScheduleSection, TipSection } from './OptionSections';
import { partialAllowed, paymentOptions, PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { alertText, card } from './Section';
import { genericRefusal, placeRefusalDetail, placeRefusalMessage, problemMessages } from './messages';
import { useSchedule } from './useScheduleDays';

const on = (v: unknown) => v === true || Number(v) === 1;

interface ZonePivot {
  maximum_cod_order_amount?: number | null;
}
interface ZoneEntry extends PaymentZone {
  id: number;
  modules?: Array<{ id: number; pivot?: ZonePivot | null }>;
}

export function CheckoutForm({
  data,
  AddressSlot,
  onPlaced,
}: {
  data: CheckoutData;
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
  onPlaced(search: { order_id: number; contact_number?: string }): void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { config, store, scope, money } = data;
  const signedIn = scope.signedIn;

  const allowed: OrderType[] = [
    ...(on(config.home_delivery_status) && store.delivery !== false ? (['delivery'] as const) : []),
    ...(on(config.takeaway_status) && store.take_away !== false ? (['take_away'] as const) : []),
  ];
  const labels = { cod: t`Cash on delivery`, wallet: t`Pay from wallet`, offline: t`Offline payment` };
  // Until the store's zone is known, the config's methods; the machine re-checks the choice once it is.
  const initialOffer = offeredPayments(config, null, signedIn)[0]?.choice ?? null;

  const logic = useMemo(
    () =>
      createCheckoutLogic({
        queryClient,
        buyNow: data.page !== 'cart',
        showPlaced: onPlaced,
        leaveTo: (url) => window.location.assign(url),
      }),
    [queryClient, data.page, onPlaced],
  );
  const actor = useActorRef(logic, { input: { orderType: allowed[0] ?? 'delivery', payment: initialOffer } });
  const snap = useSelector(actor, (s) => s);
  const ctx = snap.context;
  // The picker calls these from its effects: they must stay the same functions.
  const onSelectAddress = useCallback((address: DeliveryAddress | null) => actor.send({ type: 'checkout.field.set', patch: { address } }), [actor]);
  const onSaveAddress = useCallback((saveAddress: boolean) => actor.send({ type: 'checkout.field.set', patch: { saveAddress } }), [actor]);
  const draft = ctx.draft;
  const delivery = draft.orderType === 'delivery';
  const placing = snap.matches({ form: 'placing' }) || snap.matches({ form: 'paying' }) || snap.matches({ form: 'placed' });

  // The zone at the address (the store's own for take-away): delivery figures, the cash limit, coverage.
  const storeAt = store.latitude != null && store.longitude != null ? { lat: String(store.latitude), lng: String(store.longitude) } : null;
  const addressAt = delivery && draft.address ? { lat: draft.address.latitude, lng: draft.address.longitude } : null;
  const zoneAt = addressAt ?? storeAt;
  const zones = useQuery(addressZonesQuery(zoneAt?.lat ?? null, zoneAt?.lng ?? null));
  // Until the zone answers, the total, the cash limit and the coverage are guesses: Place Order waits for it.
  const figuresPending = zones.isLoading;
  const zoneData = (zones.data?.zone_data ?? []) as unknown as ZoneEntry[];
  const storeZone = zoneData.find((z) => z.id === store.zone_id) ?? null;
  const distance = useQuery(distanceQuery(delivery ? storeAt : null, addressAt));
  const mostTip = useQuery(mostTipsQuery());

  const bill = computeBill(
    billInputFrom({
      config: config as never,
      store: store as never,
      cartLines: data.cartLines as never,
      buyNow: data.buyNow as never,
      zoneData: zoneData as never,
      zoneIds: scope.zoneIds,
      coupon: ctx.coupon as never,
      orderType: draft.orderType,
      distanceMeters: metersOfDistanceAnswer(distance.data),
      address: addressAt,
      tip: delivery && on(config.dm_tips_status) ? draft.tip : 0,
      extraPackaging: draft.extraPackaging,
    }),
  );

  // The methods the config and the store's zone offer; the machine keeps or replaces the chosen one.
  const offers = offeredPayments(config, storeZone, signedIn);
  const options = paymentOptions(offers, labels);
  const offeredKey = offers.map((o) => o.key).join();
  useEffect(() => {
    actor.send({ type: 'checkout.payment.offered', offered: offers.map((o) => o.choice) });
    // offers is rebuilt each render; what matters is which methods it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, offeredKey]);
  const walletBalance = Number(data.profile?.wallet_balance ?? 0);
  const codLimit = storeZone?.modules?.find((m) => m.id === store.module_id)?.pivot?.maximum_cod_order_amount ?? null;
  const schedule = useSchedule(store, config);
  const openNow = schedule.options.canOrderNow;
  const canSchedule = schedule.options.canSchedule;
  const days = schedule.days;
  const partialOffered = partialAllowed(config, signedIn, walletBalance, bill.total, draft.payment);

  const facts = (): PlaceFacts => ({
    signedIn,
    storeId: store.id,
    total: bill.total,
    codLimit,
    walletBalance,
    needsPrescription: data.needsPrescription,
    storeOpenNow: openNow,
    addressInZone: delivery && draft.address && zones.data ? !!storeZone : null,
    distanceKm: bill.distanceKm,
    couponCode: bill.coupon?.code ?? null,
    extraPackaging: bill.extraPackaging,
    buyNowCart: data.buyNow
      ? [
          {
            item_id: data.buyNow.entry.item_id,
            model: data.page === 'campaign' ? 'ItemCampaign' : 'Item',
            quantity: data.buyNow.entry.quantity,
            price: data.buyNow.entry.price,
            variation: data.buyNow.entry.variation,
            add_on_ids: data.buyNow.entry.add_on_ids,
            add_on_qtys: data.buyNow.entry.add_on_qtys,
          },
        ]
      : null,
    empty: data.rows.length === 0,
  });

  const problem = ctx.problem ? i18n._(problemMessages[ctx.problem]) : null;
  const refusal = ctx.refusal;
  const refusalText = refusal ? (placeRefusalMessage(refusal) ? i18n._(placeRefusalMessage(refusal)!) : null) : null;
  const refusalDetail = refusal ? placeRefusalDetail(refusal) : [];
  const placeBusy = placing || figuresPending;

  return (
    // A plain container, not a <form>: Enter in a field (a coupon code, a tip) must not place the order.
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {allowed.length > 1 ? <OrderTypeSection allowed={allowed} value={draft.orderType} onChange={(orderType) => actor.send({ type: 'checkout.orderType.set', orderType })} /> : null}

      <div className={card} data-testid="checkout-address">
        <AddressSlot
          storeZoneId={store.zone_id ?? null}
          orderType={draft.orderType}
          signedIn={signedIn}
          selected={draft.address}
          onSelect={onSelectAddress}
          saveAddress={draft.saveAddress}
          onSaveAddressChange={onSaveAddress}
        />
        {delivery && draft.address && zones.data && !storeZone ? (
          <p className={alertText} role="alert" data-testid="address-out-of-zone">
            {i18n._(problemMessages.addressOutOfZone)}
          </p>
        ) : null}
      </div>

      <ScheduleSection openNow={openNow} canSchedule={canSchedule} days={days} value={draft.scheduleAt} onChange={(scheduleAt) => actor.send({ type: 'checkout.field.set', patch: { scheduleAt } })} />

      {data.needsPrescription ? <PrescriptionSection files={draft.prescriptions as File[]} onChange={(prescriptions) => actor.send({ type: 'checkout.field.set', patch: { prescriptions } })} /> : null}

      <PaymentSection
        options={options}
        value={draft.payment}
        onChange={(payment) => actor.send({ type: 'checkout.payment.set', payment })}
        walletBalance={walletBalance}
        total={bill.total}
        money={money}
        partial={draft.partialWallet && partialOffered}
        partialOffered={partialOffered}
        onPartialChange={(partialWallet) => actor.send({ type: 'checkout.field.set', patch: { partialWallet } })}
      />

      {signedIn ? (
        <CouponSection
          storeId={store.id}
          storeZoneId={store.zone_id ?? null}
          zoneIds={scope.zoneIds}
          applied={ctx.coupon}
          applying={snap.matches({ coupon: 'applying' })}
          problem={ctx.couponProblem}
          discount={bill.couponDiscount}
          money={money}
          onApply={(code) => actor.send({ type: 'checkout.coupon.apply', code, storeId: store.id, amount: bill.purchase })}
          onRemove={() => actor.send({ type: 'checkout.coupon.remove' })}
        />
      ) : null}

      {delivery && on(config.dm_tips_status) ? <TipSection value={draft.tip} mostTip={mostTip.data ?? null} money={money} onChange={(tip) => actor.send({ type: 'checkout.field.set', patch: { tip } })} /> : null}

      <NotesSection
        delivery={delivery}
        food={data.moduleType === 'food' && store.cutlery !== false}
        orderNote={draft.orderNote}
        deliveryInstruction={draft.deliveryInstruction}
        unavailableNote={draft.unavailableNote}
        cutlery={draft.cutlery}
        onChange={(patch) => actor.send({ type: 'checkout.field.set', patch })}
      />

      {on(store.extra_packaging_status) && Number(store.extra_packaging_amount) > 0 ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minHeight: '11', px: '1' })}>
          <input type="checkbox" checked={draft.extraPackaging} onChange={(e) => actor.send({ type: 'checkout.field.set', patch: { extraPackaging: e.target.checked } })} data-testid="extra-packaging" />
          <Trans>Extra packaging (+{formatMoney(Number(store.extra_packaging_amount), money)})</Trans>
        </label>
      ) : null}

      <BillSummary rows={data.rows} bill={bill} money={money} delivery={delivery} />

      <div
        className={css({
          position: 'sticky',
          bottom: '0',
          bg: 'bg.canvas',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          py: '3',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          zIndex: 1,
        })}
      >
        {problem || refusal ? (
          <div role="alert" className={alertText} data-testid="checkout-error" data-code={refusal?.code ?? ctx.problem ?? ''}>
            {problem ?? refusalText ?? (refusalDetail.length ? null : i18n._(genericRefusal))}
            {refusalDetail.length ? <span className={css({ display: 'block', fontWeight: 'normal' })}>{refusalDetail.join(' ')}</span> : null}
          </div>
        ) : null}
        <button type="button" onClick={() => actor.send({ type: 'checkout.place', facts: facts() })} className={button({ size: 'md' })} disabled={placeBusy} aria-busy={placeBusy} data-testid="place-order">
          {placeBusy ? <span aria-hidden="true" className={css({ width: '4', height: '4', borderRadius: 'full', borderWidth: '2px', borderColor: 'currentColor', borderTopColor: 'transparent', animation: 'spin 0.8s linear infinite' })} /> : null}
          <Trans>Place Order</Trans>
          <span className={css({ unicodeBidi: 'isolate' })}>· {formatMoney(bill.total, money)}</span>
        </button>
      </div>
    </div>
  );
}
