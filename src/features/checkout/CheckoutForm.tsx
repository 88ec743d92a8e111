import { useCallback, type ComponentType } from 'react';
import type { PlacedSearch } from '../../flows/checkout';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { HydrateLater } from '../../ui/HydrateLater';
import type { CheckoutAddressSlotProps, DeliveryAddress } from '../../domain/address';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { paymentKey } from '../../domain/payment';
import type { CheckoutDraft } from '../../../machines/checkout/checkout.rules';
import type { DraftPatch } from '../../../machines/checkout/checkout.types';
import type { CheckoutData } from './useCheckoutData';
import { BillSummary } from './BillSummary';
import { CouponSection } from './CouponSection';
import { NotesSection, OrderTypeSection, ScheduleSection, TipSection } from './OptionSections';
import { paymentOptions, PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { alertText, card } from './Section';
import { PlaceOrderBar } from './PlaceOrderBar';
import { problemMessages } from './messages';
import { useCheckoutActor, useCheckoutFacts, useKeptCoupon, useOfferedPayments } from './useCheckoutForm';

export function CheckoutForm({ data, AddressSlot, onPlaced }: { data: CheckoutData; AddressSlot: ComponentType<CheckoutAddressSlotProps>; onPlaced(search: PlacedSearch): void }) {
  const { t, i18n } = useLingui();
  const { store, scope, money } = data;
  const signedIn = scope.signedIn;
  const labels = { cod: t`Cash on delivery`, wallet: t`Pay from wallet`, offline: t`Offline payment` };

  const actor = useCheckoutActor(data, onPlaced);
  const snap = useSelector(actor, (s) => s);
  const ctx = snap.context;
  // The picker calls these from its effects: they must stay the same functions.
  const onSelectAddress = useCallback((address: DeliveryAddress | null) => actor.send({ type: 'checkout.field.set', patch: { address } }), [actor]);
  const onSaveAddress = useCallback((saveAddress: boolean) => actor.send({ type: 'checkout.field.set', patch: { saveAddress } }), [actor]);
  const draft = ctx.draft;

  const { facts: f, schedule } = useCheckoutFacts(data, draft, ctx.coupon, ctx.gathered);
  const { bill, delivery } = f;
  const options = paymentOptions(f.offers, labels);
  useOfferedPayments(actor, f);
  useKeptCoupon(actor, store.id, bill.purchase);
  const setField = (patch: DraftPatch) => actor.send({ type: 'checkout.field.set', patch });

  const problem = ctx.problem ? i18n._(problemMessages[ctx.problem]) : null;
  const switchedTo = ctx.switchedTo ? options.find((o) => o.key === paymentKey(ctx.switchedTo))?.title : null;
  const walletBalance = f.place.walletBalance;

  return (
    // A plain container, not a <form>: Enter in a field (a coupon code, a tip) must not place the order.
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {f.allowed.length > 1 ? <OrderTypeSection allowed={f.allowed} value={draft.orderType} onChange={(orderType) => actor.send({ type: 'checkout.orderType.set', orderType })} /> : null}

      <AddressCard
        AddressSlot={AddressSlot}
        slot={{
          storeZoneId: store.zone_id ?? null,
          orderType: draft.orderType,
          signedIn,
          selected: draft.address,
          onSelect: onSelectAddress,
          saveAddress: draft.saveAddress,
          onSaveAddressChange: onSaveAddress,
        }}
        outOfZone={f.outOfZone}
      />

      <ScheduleSection openNow={schedule.canOrderNow} canSchedule={schedule.canSchedule} days={schedule.days} value={draft.scheduleAt} onChange={(scheduleAt) => setField({ scheduleAt })} />

      {data.needsPrescription ? <PrescriptionSection files={draft.prescriptions} onChange={(prescriptions) => setField({ prescriptions })} /> : null}

      {/* Below the first screen of a phone: on a server-rendered checkout each part hydrates in a pass of its own. */}
      <HydrateLater>
        <PaymentSection
          options={options}
          value={draft.payment}
          onChange={(payment) => actor.send({ type: 'checkout.payment.set', payment })}
          walletBalance={walletBalance}
          total={bill.total}
          money={money}
          partial={draft.partialWallet && f.partialOffered}
          partialOffered={f.partialOffered}
          onPartialChange={(partialWallet) => setField({ partialWallet })}
        />
      </HydrateLater>

      {signedIn ? (
        <HydrateLater>
          <CouponSection
            storeId={store.id}
            storeZoneId={store.zone_id ?? null}
            zoneIds={scope.zoneIds}
            coupons={ctx.gathered.coupons}
            applied={ctx.coupon}
            applying={snap.hasTag('applying')}
            problem={ctx.couponProblem}
            discount={bill.couponDiscount}
            purchase={bill.purchase}
            money={money}
            onApply={(code) => actor.send({ type: 'checkout.coupon.apply', code, storeId: store.id, amount: bill.purchase })}
            onRemove={() => actor.send({ type: 'checkout.coupon.remove' })}
          />
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <OrderExtras facts={f} draft={draft} mostTip={ctx.gathered.mostTip} money={money} onChange={setField} />
      </HydrateLater>

      <HydrateLater>
        <BillSummary
          rows={data.rows}
          bill={bill}
          money={money}
          delivery={delivery}
          partial={draft.partialWallet && f.partialOffered ? { walletBalance, onDelivery: draft.payment?.method === 'cash_on_delivery' } : null}
        />
      </HydrateLater>

      <PlaceOrderBar
        problem={problem}
        refusal={ctx.refusal}
        code={ctx.refusal?.code ?? ctx.problem ?? ''}
        cashLimit={ctx.problem === 'codLimit' && ctx.codLimit ? formatMoney(ctx.codLimit, money) : null}
        switchedTo={switchedTo ?? null}
        busy={snap.hasTag('placing') || f.pending}
        total={formatMoney(bill.total, money)}
        onPlace={() => actor.send({ type: 'checkout.place', facts: f.place })}
      />
    </div>
  );
}

/** The address card: the picker the route gives (signed in or guest) and the warning when no zone serves the address. */
function AddressCard({ AddressSlot, slot, outOfZone }: { AddressSlot: ComponentType<CheckoutAddressSlotProps>; slot: CheckoutAddressSlotProps; outOfZone: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className={card} data-testid="checkout-address">
      <AddressSlot {...slot} />
      {outOfZone ? (
        <p className={alertText} role="alert" data-testid="address-out-of-zone">
          {i18n._(problemMessages.addressOutOfZone)}
        </p>
      ) : null}
    </div>
  );
}

type Facts = ReturnType<typeof useCheckoutFacts>['facts'];

/** The tip, the notes and the extra packaging: what the customer adds to the order below its payment. */
function OrderExtras({ facts: f, draft, mostTip, money, onChange }: { facts: Facts; draft: CheckoutDraft; mostTip: number | null; money: MoneyFormat; onChange: (patch: DraftPatch) => void }) {
  return (
    <>
      {f.tipsOn ? <TipSection value={draft.tip} mostTip={mostTip} money={money} onChange={(tip) => onChange({ tip })} /> : null}
      <NotesSection
        delivery={f.delivery}
        food={f.cutleryOffered}
        orderNote={draft.orderNote}
        deliveryInstruction={draft.deliveryInstruction}
        unavailableNote={draft.unavailableNote}
        cutlery={draft.cutlery}
        onChange={onChange}
      />
      {f.extraPackagingPrice !== null ? (
        <ExtraPackaging price={f.extraPackagingPrice} money={money} checked={draft.extraPackaging} onChange={(extraPackaging) => onChange({ extraPackaging })} />
      ) : null}
    </>
  );
}

/** The extra packaging box (store's choice, priced): ticked, the bill adds its price. */
function ExtraPackaging({ price, money, checked, onChange }: { price: number; money: MoneyFormat; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minHeight: '11', px: '1' })}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="extra-packaging" />
      <Trans>Extra packaging (+{formatMoney(price, money)})</Trans>
    </label>
  );
}
