import type { ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { CheckoutAddressSlotProps } from '../../domain/address';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import type { CheckoutDraft } from '../../../machines/checkout/checkout.rules';
import type { DraftPatch } from '../../../machines/checkout/checkout.types';
import type { CouponFact } from '../../../machines/checkout/checkout.facts';
import type { CheckoutData } from './useCheckoutData';
import { CouponSection } from './CouponSection';
import { NotesSection, TipSection } from './OptionSections';
import { alertText, card } from './Section';
import { problemMessages } from './messages';
import { PlaceOrderBar } from './PlaceOrderBar';
import type { PaymentOption } from './PaymentSection';
import { paymentKey } from '../../domain/payment';
import type { useCheckoutActor, useCheckoutFacts } from './useCheckoutForm';

/** The parts of the checkout form (CheckoutForm.tsx) that read only what they are given. */

type Facts = ReturnType<typeof useCheckoutFacts>['facts'];

/** A signed-in customer's coupon: the list that fits the store, the code typed, the one applied. */
export function CheckoutCoupon({
  actor,
  data,
  coupons,
  bill,
}: {
  actor: ReturnType<typeof useCheckoutActor>;
  data: CheckoutData;
  coupons: CouponFact[];
  bill: Facts['bill'];
}) {
  const { store, scope, money } = data;
  const applied = useSelector(actor, (s) => s.context.coupon);
  const problem = useSelector(actor, (s) => s.context.couponProblem);
  const applying = useSelector(actor, (s) => s.hasTag('applying'));
  return (
    <CouponSection
      storeId={store.id}
      storeZoneId={store.zone_id ?? null}
      zoneIds={scope.zoneIds}
      coupons={coupons}
      applied={applied}
      applying={applying}
      problem={problem}
      discount={bill.couponDiscount}
      purchase={bill.purchase}
      money={money}
      onApply={(code) => actor.send({ type: 'checkout.coupon.apply', code, storeId: store.id, amount: bill.purchase })}
      onRemove={() => actor.send({ type: 'checkout.coupon.remove' })}
    />
  );
}

/** Place Order with what stopped it: the page's rule or the server's refusal, the cash limit, the method switched to. */
export function CheckoutPlaceBar({
  actor,
  facts: f,
  options,
  money,
}: {
  actor: ReturnType<typeof useCheckoutActor>;
  facts: Facts;
  options: PaymentOption[];
  money: MoneyFormat;
}) {
  const { i18n } = useLingui();
  const ctx = useSelector(actor, (s) => s.context);
  const placing = useSelector(actor, (s) => s.hasTag('placing'));
  const problem = ctx.problem ? i18n._(problemMessages[ctx.problem]) : null;
  const switchedTo = ctx.switchedTo ? options.find((o) => o.key === paymentKey(ctx.switchedTo))?.title : null;
  return (
    <PlaceOrderBar
      problem={problem}
      refusal={ctx.refusal}
      code={ctx.refusal?.code ?? ctx.problem ?? ''}
      cashLimit={ctx.problem === 'codLimit' && ctx.codLimit ? formatMoney(ctx.codLimit, money) : null}
      switchedTo={switchedTo ?? null}
      busy={placing || f.pending}
      total={formatMoney(f.bill.total, money)}
      onPlace={() => actor.send({ type: 'checkout.place', facts: f.place })}
    />
  );
}

/** The address card: the picker the route gives (signed in or guest) and the warning when no zone serves the address. */
export function AddressCard({
  AddressSlot,
  slot,
  outOfZone,
}: {
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
  slot: CheckoutAddressSlotProps;
  outOfZone: boolean;
}) {
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

/** The tip, the notes and the extra packaging: what the customer adds to the order below its payment. */
export function OrderExtras({
  facts: f,
  draft,
  mostTip,
  money,
  onChange,
}: {
  facts: Facts;
  draft: CheckoutDraft;
  mostTip: number | null;
  money: MoneyFormat;
  onChange: (patch: DraftPatch) => void;
}) {
  return (
    <>
      {f.tipsOn ? (
        <TipSection value={draft.tip} mostTip={mostTip} money={money} onChange={(tip) => onChange({ tip })} />
      ) : null}
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
        <ExtraPackaging
          price={f.extraPackagingPrice}
          money={money}
          checked={draft.extraPackaging}
          onChange={(extraPackaging) => onChange({ extraPackaging })}
        />
      ) : null}
    </>
  );
}

/** The extra packaging box (store's choice, priced): ticked, the bill adds its price. */
function ExtraPackaging({
  price,
  money,
  checked,
  onChange,
}: {
  price: number;
  money: MoneyFormat;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={css({ cluster: '2', fontSize: 'sm', minHeight: '11', px: '1' })}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="extra-packaging"
      />
      <Trans>Extra packaging (+{formatMoney(price, money)})</Trans>
    </label>
  );
}
