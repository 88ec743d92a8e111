import { useCallback, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { storeDetailsQuery } from '../../api/queries/catalog';
import { useScope, useSignedIn } from '../../api/scope';
import type { CheckoutAddressSlotProps, DeliveryAddress } from '../../domain/address';
import { flagOr } from '../../domain/flags';
import { takesPrescriptions } from '../../domain/prescription';
import { useOrderFlows } from '../../flows/orders';
import { Skeleton } from '../../ui/Skeleton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { PrescriptionImages } from './PrescriptionImages';
import { ProblemText } from './ProblemText';
import { formSectionClass } from '../../ui/formSection';

const inputClass = css({ layerStyle: 'surface', borderRadius: 'md', px: '3', py: '2', minWidth: 0 });

/**
 * platform-api-turn4 §5.1 /store/N?prescription=1: a pharmacy order with no cart — the prescription
 * images, a note, the delivery address (a guest's contact and address as in checkout), a tip, cash on
 * delivery. The address picker comes from the addresses feature through the route (features do not import
 * each other): the store route loads it lazily.
 */
export function PrescriptionOrderPage({
  storeId,
  AddressSlot,
}: {
  storeId: number;
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Prescription order`);
  const scope = useScope();
  const store = useQuery(storeDetailsQuery(scope, String(storeId)));
  const config = useQuery(configQuery()).data;
  if (store.isPending || !config) return <Skeleton className={css({ height: '40' })} />;
  if (!store.data || !takesPrescriptions(config, store.data))
    return (
      <div className={formSectionClass} data-testid="prescription-unavailable">
        <p role="alert">
          <Trans>This store does not take prescription orders.</Trans>
        </p>
      </div>
    );
  return (
    <PrescriptionForm
      storeId={storeId}
      storeName={store.data.name}
      storeZoneId={store.data.zone_id ?? null}
      tipsOn={flagOr(config.dm_tips_status, true)}
      AddressSlot={AddressSlot}
    />
  );
}

function PrescriptionForm(p: {
  storeId: number;
  storeName: string;
  storeZoneId: number | null;
  tipsOn: boolean;
  AddressSlot: ComponentType<CheckoutAddressSlotProps>;
}) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const { prescriptionLogic } = useOrderFlows();
  const actor = useActorRef(prescriptionLogic, { input: { storeId: p.storeId } });
  const ctx = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const onSelect = useCallback(
    (address: DeliveryAddress | null) => actor.send({ type: 'rx.address', address }),
    [actor],
  );
  const { AddressSlot } = p;
  return (
    <form
      className={css({ stack: '4' })}
      data-testid="prescription-order"
      aria-busy={loading || busy}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'rx.submit' });
      }}
    >
      <div>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <Trans>Prescription order</Trans>
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>{p.storeName} prepares your prescription and sets its price; you pay cash on delivery.</Trans>
        </p>
      </div>
      <PrescriptionImages
        images={ctx.images}
        problem={ctx.fileProblem}
        disabled={loading}
        onAdd={(images) => actor.send({ type: 'rx.add', images })}
        onRemove={(id) => actor.send({ type: 'rx.remove', id })}
      />
      <section className={formSectionClass}>
        <label className={css({ stack: '1' })}>
          <strong>
            <Trans>Note for the pharmacy</Trans>
          </strong>
          <textarea
            className={inputClass}
            rows={3}
            value={ctx.note}
            onChange={(e) => actor.send({ type: 'rx.note', value: e.target.value })}
          />
        </label>
      </section>
      <AddressSlot
        storeZoneId={p.storeZoneId}
        orderType="delivery"
        signedIn={signedIn}
        selected={ctx.address}
        onSelect={onSelect}
        saveAddress={false}
        onSaveAddressChange={() => {}}
      />
      {p.tipsOn ? (
        <section className={formSectionClass}>
          <label className={css({ stack: '1' })}>
            <strong>
              <Trans>Delivery Man Tips</Trans>
            </strong>
            <input
              className={inputClass}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={ctx.tip || ''}
              placeholder="0"
              aria-label={t`Tip amount`}
              onChange={(e) => actor.send({ type: 'rx.tip', value: Number(e.target.value) || 0 })}
            />
          </label>
        </section>
      ) : null}
      <section className={formSectionClass}>
        <strong>
          <Trans>Payment</Trans>
        </strong>
        <p>
          <Trans>Cash on delivery</Trans>
        </p>
      </section>
      <ProblemText problem={ctx.problem} refusal={ctx.refusal} refusalText={ctx.refusalText} />
      <button type="submit" className={button()} disabled={loading || busy} aria-busy={busy}>
        <Trans>Place prescription order</Trans>
      </button>
    </form>
  );
}
