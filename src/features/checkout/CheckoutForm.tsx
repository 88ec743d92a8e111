import { useCallback, type ComponentType } from 'react';
import type { PlacedSearch } from '../../flows/checkout';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { HydrateLater } from '../../ui/HydrateLater';
import type { CheckoutAddressSlotProps, DeliveryAddress } from '../../domain/address';
import type { DraftPatch } from '../../../machines/checkout/checkout.types';
import type { CheckoutData } from './useCheckoutData';
import { BillSummary } from './BillSummary';
import { AddressCard, CheckoutCoupon, CheckoutPlaceBar, OrderExtras } from './CheckoutFormParts';
import { OrderTypeSection, ScheduleSection } from './OptionSections';
import { paymentOptions, PaymentSection } from './PaymentSection';
import { PrescriptionSection } from './PrescriptionSection';
import { useCheckoutActor, useCheckoutFacts, useGathered, useKeptCoupon, useOfferedPayments } from './useCheckoutForm';

export function CheckoutForm({
  data,
  AddressSlot,
  onPlaced,
}: {
  data: CheckoutData;
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
  onPlaced(search: PlacedSearch): void;
}) {
  const { t, i18n } = useLingui();
  const { store, scope, money } = data;
  const signedIn = scope.signedIn;
  const labels = {
    cash_on_delivery: t`Cash on delivery`,
    wallet: t`Pay from wallet`,
    offline_payment: t`Offline payment`,
  };

  const actor = useCheckoutActor(data, onPlaced);
  const snap = useSelector(actor, (s) => s);
  const ctx = snap.context;
  // The picker calls these from its effects: they must stay the same functions.
  const onSelectAddress = useCallback(
    (address: DeliveryAddress | null) => actor.send({ type: 'checkout.field.set', patch: { address } }),
    [actor],
  );
  const onSaveAddress = useCallback(
    (saveAddress: boolean) => actor.send({ type: 'checkout.field.set', patch: { saveAddress } }),
    [actor],
  );
  const draft = ctx.draft;
  const gathered = useGathered(actor);
  const addressSlot: CheckoutAddressSlotProps = {
    storeZoneId: store.zone_id ?? null,
    orderType: draft.orderType,
    signedIn,
    selected: draft.address,
    onSelect: onSelectAddress,
    saveAddress: draft.saveAddress,
    onSaveAddressChange: onSaveAddress,
  };

  const { facts: f, schedule } = useCheckoutFacts(data, draft, ctx.coupon, gathered);
  const { bill, delivery } = f;
  const options = paymentOptions(f.offers, labels, i18n);
  useOfferedPayments(actor, f);
  useKeptCoupon(actor, store.id, bill.purchase);
  const setField = (patch: DraftPatch) => actor.send({ type: 'checkout.field.set', patch });

  const walletBalance = f.place.walletBalance;

  return (
    // A plain container, not a <form>: Enter in a field (a coupon code, a tip) must not place the order.
    <div className={css({ stack: '4' })}>
      {f.allowed.length > 1 ? (
        <OrderTypeSection
          allowed={f.allowed}
          value={draft.orderType}
          onChange={(orderType) => actor.send({ type: 'checkout.orderType.set', orderType })}
        />
      ) : null}

      <AddressCard AddressSlot={AddressSlot} slot={addressSlot} outOfZone={f.outOfZone} />

      <ScheduleSection
        openNow={schedule.canOrderNow}
        canSchedule={schedule.canSchedule}
        days={schedule.days}
        value={draft.scheduleAt}
        onChange={(scheduleAt) => setField({ scheduleAt })}
      />

      {data.needsPrescription ? (
        <PrescriptionSection files={draft.prescriptions} onChange={(prescriptions) => setField({ prescriptions })} />
      ) : null}

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
          <CheckoutCoupon actor={actor} data={data} coupons={gathered.coupons} bill={bill} />
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <OrderExtras facts={f} draft={draft} mostTip={gathered.mostTip} money={money} onChange={setField} />
      </HydrateLater>

      <HydrateLater>
        <BillSummary
          rows={data.rows}
          bill={bill}
          money={money}
          delivery={delivery}
          partial={
            draft.partialWallet && f.partialOffered
              ? { walletBalance, onDelivery: draft.payment?.method === 'cash_on_delivery' }
              : null
          }
        />
      </HydrateLater>

      <CheckoutPlaceBar actor={actor} facts={f} options={options} money={money} />
    </div>
  );
}
