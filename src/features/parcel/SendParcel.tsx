import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { parcelCategoriesQuery, parcelInstructionsQuery, parcelSenderZonesQuery } from '../../api/queries/parcel';
import type { ShoppingScope } from '../../api/scope';
import { currentLocationAddress, type DeliveryAddress } from '../../domain/address';
import { profileQuery } from '../../api/queries/account';
import { parcelBill, parcelZoneOf, type ParcelCategoryLite } from '../../domain/parcel';
import { PARCEL_ERRORS } from './messages';
import { ParcelDetailsStep } from './ParcelDetailsStep';
import { ReceiverStep, SenderStep, type ParcelAddressSlots } from './ParcelSteps';
import { useParcelFlows } from '../../flows/orders';
import { readParcelDraft, writeParcelDraft } from '../../api/drafts';
import { savedDraftOf, type ParcelSavedDraft } from '../../../machines/parcel/parcelOrder.machine';
import { formSectionClass } from '../../ui/formSection';

export type { ParcelAddressSlots } from './ParcelSteps';

const alert = css({ color: 'fg.error', fontWeight: 'medium', bg: 'bg.errorSubtle', borderRadius: 'md', p: '3' });

/** issue 17 Send a parcel (/parcel/send?category_id=N): the parcelOrder statechart drives the steps. */
export function SendParcel({
  scope,
  categoryId,
  slots,
}: {
  scope: ShoppingScope;
  categoryId: number | null;
  slots: ParcelAddressSlots;
}) {
  const categories = useQuery(parcelCategoriesQuery(scope.moduleId));
  if (!categories.data) return null;
  const category = categories.data.find((c) => c.id === categoryId) ?? null;
  return <SendParcelSteps scope={scope} category={category} categories={categories.data} slots={slots} />;
}

/** Signed in, the parcel leaves from the current location until another is chosen: the server's page holds it and its zone's fee. */
function useStartingSender(scope: ShoppingScope): DeliveryAddress | null {
  const profile = useQuery(profileQuery(scope.signedIn)).data;
  return currentLocationAddress(scope, profile);
}

function SendParcelSteps({
  scope,
  category,
  categories,
  slots,
}: {
  scope: ShoppingScope;
  category: ParcelCategoryLite | null;
  categories: ParcelCategoryLite[];
  slots: ParcelAddressSlots;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const config = useQuery(configQuery());
  const instructions = useQuery(parcelInstructionsQuery());
  const charges = config.data as Parameters<typeof parcelBill>[1] | undefined;
  const flows = useParcelFlows();
  const logic = useMemo(
    () =>
      flows.createLogic({
        charges: charges ?? {},
        guestId: scope.guestId,
        showPlaced: (search) => void navigate({ to: '/order-placed', search }),
        leaveTo: (url) => window.location.assign(url),
      }),
    [flows, charges, navigate, scope.guestId],
  );
  const sender = useStartingSender(scope);
  const [state, send] = useMachine(logic, {
    input: {
      signedIn: scope.signedIn,
      category,
      draft: readParcelDraft<ParcelSavedDraft>(category?.id ?? null),
      sender,
    },
  });
  const ctx = state.context;
  // What the customer chose survives a reload (kept on the device until the parcel is placed).
  const openStep = state.hasTag('editing')
    ? ((['sender', 'receiver', 'details'] as const).find((s) => state.hasTag(s)) ?? null)
    : null;
  useEffect(() => {
    if (openStep && ctx.category) writeParcelDraft(ctx.category.id, savedDraftOf(ctx, openStep));
  }, [ctx, openStep]);
  // The fee follows the zone at the sender's address (its parcel per-km, minimum, maximum, increased fee).
  const senderZones = useQuery(parcelSenderZonesQuery(ctx.sender?.latitude ?? null, ctx.sender?.longitude ?? null));
  const zone = parcelZoneOf(senderZones.data, scope.moduleId);
  const [saveSender, setSaveSender] = useState(false);
  const bill =
    ctx.category && ctx.sender && ctx.receiver && charges && senderZones.isSuccess
      ? parcelBill(ctx.category, charges, ctx.sender, ctx.receiver, zone)
      : null;
  const error = ctx.error ? (
    <p role="alert" className={alert} data-testid="parcel-error">
      {i18n._(PARCEL_ERRORS[ctx.error])}
    </p>
  ) : null;
  const step = (n: number, title: string) => (
    <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
      <Trans>Step {n} of 3</Trans> · {title}
    </h2>
  );

  if (state.hasTag('category'))
    return (
      <CategoryChoice categories={categories} onChoose={(category) => send({ type: 'parcel.category', category })} />
    );

  return (
    <div className={css({ stack: '4', maxWidth: '720px' })} data-testid="send-parcel">
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Sending: {ctx.category?.name ?? ''}</Trans>
      </p>
      {state.hasTag('sender') ? (
        <SenderStep
          title={step(1, t`Sender`)}
          Sender={slots.Sender}
          signedIn={scope.signedIn}
          sender={ctx.sender}
          onSelect={(a) => send({ type: 'parcel.sender.set', address: a })}
          saveSender={saveSender}
          onSaveSender={setSaveSender}
          error={error}
          onNext={() => send({ type: 'parcel.next' })}
        />
      ) : null}
      {state.hasTag('receiver') ? (
        <ReceiverStep
          title={step(2, t`Receiver`)}
          ReceiverModal={slots.ReceiverModal}
          receiver={ctx.receiver}
          onSet={(a) => send({ type: 'parcel.receiver.set', address: a })}
          error={error}
          onBack={() => send({ type: 'parcel.back' })}
          onNext={() => send({ type: 'parcel.next' })}
        />
      ) : null}
      {state.hasTag('details') ? (
        <ParcelDetailsStep
          title={step(3, t`Details and payment`)}
          ctx={ctx}
          send={send}
          busy={state.hasTag('busy')}
          signedIn={scope.signedIn}
          config={config.data}
          instructions={instructions.data ?? []}
          bill={bill}
          error={error}
        />
      ) : null}
    </div>
  );
}

/** A guest, or a link without ?category_id: what is being sent comes first. */
function CategoryChoice({
  categories,
  onChoose,
}: {
  categories: ParcelCategoryLite[];
  onChoose(category: ParcelCategoryLite): void;
}) {
  return (
    <div className={formSectionClass}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans>What are you sending?</Trans>
      </h2>
      {categories.map((c) => (
        <button key={c.id} type="button" className={button({ variant: 'outline' })} onClick={() => onChoose(c)}>
          {c.name}
        </button>
      ))}
    </div>
  );
}
