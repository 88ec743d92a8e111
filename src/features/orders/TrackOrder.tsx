import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSignedIn } from '../../api/scope';
import { orderQuery } from '../../api/queries/orders';
import { trackContactNumber } from '../../domain/orders';
import { Field } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { OrderTimeline } from './Timeline';
import { DeliveryInfo, OrderHeader } from './OrderDetails';
import { PaymentAndPlaces } from './OrderPlaces';
import { sectionClass } from './OrderSection';
import { useMoney } from './format';

const pageClass = css({ maxWidth: '640px', mx: 'auto', px: '4', py: '6', display: 'flex', flexDirection: 'column', gap: '5' });

export interface TrackOrderProps {
  /** From the address (/track-order?order_id=N&phone=…): the fields start filled and the lookup runs. */
  orderId: string;
  phone: string;
  onSearch: (orderId: string, phone: string) => void;
}

/** acc §2 /track-order: guests and customers look an order up by its id and phone (more §10 order/track). */
export function TrackOrder({ orderId, phone, onSearch }: TrackOrderProps) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const [id, setId] = useState(orderId);
  const [tel, setTel] = useState(phone);
  const [missingPhone, setMissingPhone] = useState(false);
  const ready = /^\d+$/.test(orderId) && (signedIn || phone.trim() !== '');
  const contact = phone.trim() ? trackContactNumber(phone) : undefined;
  const order = useQuery({ ...orderQuery(Number(orderId), contact), enabled: ready });
  const money = useMoney();
  return (
    <section className={pageClass} data-testid="track-order-page">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Track Order</Trans>
      </h1>
      <form
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (!signedIn && !tel.trim()) {
            setMissingPhone(true);
            return;
          }
          setMissingPhone(false);
          onSearch(id, tel.trim());
        }}
      >
        <Field label={t`Order ID`} name="order_id" inputMode="numeric" value={id} onChange={(e) => setId(e.target.value.replace(/\D/g, ''))} />
        <Field
          label={t`Phone`}
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          value={tel}
          onChange={(e) => setTel(e.target.value)}
          error={missingPhone ? t`Enter the phone number the order was placed with.` : undefined}
        />
        <button type="submit" className={button()} disabled={!id}>
          <Trans>Track</Trans>
        </button>
      </form>
      {ready && order.isPending ? <Skeleton className={css({ height: '40' })} /> : null}
      {ready && order.isError ? (
        <p role="alert" data-testid="track-not-found" className={css({ color: 'fg.danger' })}>
          <Trans>No order matches this order ID and phone number. Check both and try again.</Trans>
        </p>
      ) : null}
      {ready && order.data ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="track-result">
          <OrderHeader order={order.data} />
          <OrderTimeline order={order.data as never} />
          <DeliveryInfo order={order.data} />
          <div className={sectionClass}>
            <p className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold' })}>
              <span>
                <Trans>Total</Trans>
              </span>
              <span dir="ltr">{money(order.data.order_amount)}</span>
            </p>
          </div>
          <PaymentAndPlaces order={order.data} />
          {signedIn ? (
            <Link to="/my-orders/$orderId" params={{ orderId: String(order.data.id) }} className={button({ variant: 'outline' })}>
              <Trans>See order details</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
