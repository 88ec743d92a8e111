import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { CheckoutAddressSlotProps, DeliveryAddress } from '../../domain/address';
import { checkoutFacts, checkoutStart, distanceQueryPoints, zoneQueryPoint } from '../../domain/checkoutFacts';
import { formatMoney } from '../../domain/money';
import { paymentKey } from '../../domain/payment';
import { addressZonesQuery, distanceQuery, mostTipsQuery } from '../../api/queries/checkout';
import type { CheckoutData } from './useCheckoutData';
import { useCheckoutFlows } from '../../flows/orders';
import { BillSummary } from './BillSummary';
import { CouponSection } from './CouponSection';
import { NotesSection, OrderTypeSection, ScheduleSection, TipSection } from './OptionSections';
import { paymentOptions, PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { alertText, card } from './Section';
import { genericRefusal, placeRefusalDetail, placeRefusalMessage, problemMessages } from './messages';
import { useSchedule } from './useScheduleDays';

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
  const flows = useCheckoutFlows();
  const { config, store, scope, money } = data;
  const signedIn = scope.signedIn;
  const labels = { cod: t`Cash on delivery`, wallet: t`Pay from wallet`, offline: t`Offline payment` };

  const [draftKey] = useState(() => flows.draftKeyOf(data.page, store.id));
  const logic = useMemo(
    () => flows.createLogic({ buyNow: data.page !== 'cart', showPlaced: onPlaced, leaveTo: (url) => window.location.assign(url), draftKey }),
    [flows, data.page, onPlaced, draftKey],
  );
  const [input] = useState(() => checkoutStart(config, store, signedIn, flows.readDraft(draftKey)));
  const actor = useActorRef(logic, { input });
  useEffect(() => flows.keepDraft(actor, draftKey), [flows, actor, draftKey]);
  const snap = useSelector(actor, (s) => s);
  const ctx = snap.context;
  // The picker calls these from its effects: they must stay the same functions.
  const onSelectAddress = useCallback((address: DeliveryAddress | null) => actor.send({ type: 'checkout.field.set', patch: { address } }), [actor]);
  const onSaveAddress = useCallback((saveAddress: boolean) => actor.send({ type: 'checkout.field.set', patch: { saveAddress } }), [actor]);
  const draft = ctx.draft;
  const placing = snap.hasTag('placing');

  const schedule = useSchedule(store, config);
  const zoneAt = zoneQueryPoint({ store, draft });
  const zones = useQuery(addressZonesQuery(zoneAt?.lat ?? null, zoneAt?.lng ?? null));
  const route = distanceQueryPoints({ store, draft });
  const distance = useQuery(distanceQuery(route.from, route.to));
  const mostTip = useQuery(mostTipsQuery());
  const f = checkoutFacts({
    config,
    store,
    page: data.page,
    cartLines: data.cartLines,
    buyNow: data.buyNow,
    zoneIds: scope.zoneIds,
    signedIn,
    walletBalance: Number(data.profile?.wallet_balance ?? 0),
    needsPrescription: data.needsPrescription,
    moduleType: data.moduleType,
    zoneData: zones.isLoading ? undefined : (zones.data?.zoneData ?? []),
    distance: distance.data,
    coupon: ctx.coupon,
    openNow: schedule.options.canOrderNow,
    draft,
  });
  const { bill, delivery } = f;
  const options = paymentOptions(f.offers, labels);
  const offeredKey = f.offers.map((o) => o.key).join();
  useEffect(() => {
    actor.send({ type: 'checkout.payment.offered', offered: f.place.offered });
    // The offers are rebuilt each render; what matters is which methods they hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, offeredKey]);

  const problem = ctx.problem ? i18n._(problemMessages[ctx.problem]) : null;
  const switchedTo = ctx.switchedTo ? options.find((o) => o.key === paymentKey(ctx.switchedTo))?.title : null;
  const refusal = ctx.refusal;
  const refusalText = refusal ? (placeRefusalMessage(refusal) ? i18n._(placeRefusalMessage(refusal)!) : null) : null;
  const refusalDetail = refusal ? placeRefusalDetail(refusal) : [];
  const placeBusy = placing || f.pending;
  const walletBalance = f.place.walletBalance;

  return (
    // A plain container, not a <form>: Enter in a field (a coupon code, a tip) must not place the order.
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {f.allowed.length > 1 ? <OrderTypeSection allowed={f.allowed} value={draft.orderType} onChange={(orderType) => actor.send({ type: 'checkout.orderType.set', orderType })} /> : null}

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
        {f.outOfZone ? (
          <p className={alertText} role="alert" data-testid="address-out-of-zone">
            {i18n._(problemMessages.addressOutOfZone)}
          </p>
        ) : null}
      </div>

      <ScheduleSection
        openNow={schedule.options.canOrderNow}
        canSchedule={schedule.options.canSchedule}
        days={schedule.days}
        value={draft.scheduleAt}
        onChange={(scheduleAt) => actor.send({ type: 'checkout.field.set', patch: { scheduleAt } })}
      />

      {data.needsPrescription ? <PrescriptionSection files={draft.prescriptions} onChange={(prescriptions) => actor.send({ type: 'checkout.field.set', patch: { prescriptions } })} /> : null}

      <PaymentSection
        options={options}
        value={draft.payment}
        onChange={(payment) => actor.send({ type: 'checkout.payment.set', payment })}
        walletBalance={walletBalance}
        total={bill.total}
        money={money}
        partial={draft.partialWallet && f.partialOffered}
        partialOffered={f.partialOffered}
        onPartialChange={(partialWallet) => actor.send({ type: 'checkout.field.set', patch: { partialWallet } })}
      />

      {signedIn ? (
        <CouponSection
          storeId={store.id}
          storeZoneId={store.zone_id ?? null}
          zoneIds={scope.zoneIds}
          applied={ctx.coupon}
          applying={snap.hasTag('applying')}
          problem={ctx.couponProblem}
          discount={bill.couponDiscount}
          money={money}
          onApply={(code) => actor.send({ type: 'checkout.coupon.apply', code, storeId: store.id, amount: bill.purchase })}
          onRemove={() => actor.send({ type: 'checkout.coupon.remove' })}
        />
      ) : null}

      {f.tipsOn ? <TipSection value={draft.tip} mostTip={mostTip.data ?? null} money={money} onChange={(tip) => actor.send({ type: 'checkout.field.set', patch: { tip } })} /> : null}

      <NotesSection
        delivery={delivery}
        food={f.cutleryOffered}
        orderNote={draft.orderNote}
        deliveryInstruction={draft.deliveryInstruction}
        unavailableNote={draft.unavailableNote}
        cutlery={draft.cutlery}
        onChange={(patch) => actor.send({ type: 'checkout.field.set', patch })}
      />

      {f.extraPackagingPrice !== null ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minHeight: '11', px: '1' })}>
          <input
            type="checkbox"
            checked={draft.extraPackaging}
            onChange={(e) => actor.send({ type: 'checkout.field.set', patch: { extraPackaging: e.target.checked } })}
            data-testid="extra-packaging"
          />
          <Trans>Extra packaging (+{formatMoney(f.extraPackagingPrice, money)})</Trans>
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
            {ctx.problem === 'codLimit' && ctx.codLimit ? <CashLimit limit={formatMoney(ctx.codLimit, money)} switchedTo={switchedTo ?? null} /> : null}
            {refusalDetail.length ? <span className={css({ display: 'block', fontWeight: 'normal' })}>{refusalDetail.join(' ')}</span> : null}
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => actor.send({ type: 'checkout.place', facts: f.place })}
          className={button({ size: 'md' })}
          disabled={placeBusy}
          aria-busy={placeBusy}
          data-testid="place-order"
        >
          {placeBusy ? (
            <span
              aria-hidden="true"
              className={css({ width: '4', height: '4', borderRadius: 'full', borderWidth: '2px', borderColor: 'currentColor', borderTopColor: 'transparent', animation: 'spin 0.8s linear infinite' })}
            />
          ) : null}
          <Trans>Place Order</Trans>
          <span className={css({ unicodeBidi: 'isolate' })}>· {formatMoney(bill.total, money)}</span>
        </button>
      </div>
    </div>
  );
}

/** acc §8 over the cash limit: the limit, and the method chosen instead (or the ask to choose one). */
function CashLimit({ limit, switchedTo }: { limit: string; switchedTo: string | null }) {
  return (
    <span className={css({ display: 'block', fontWeight: 'normal' })} data-testid="cod-limit">
      <Trans>Cash on delivery is limited to {limit} per order.</Trans>{' '}
      {switchedTo ? <Trans>We selected {switchedTo} instead: check it and place the order again.</Trans> : <Trans>Please choose another payment method.</Trans>}
    </span>
  );
}
