import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { PlacedOrder, PlacedOrderAddress } from '../../domain/types/placedOrder';
import { paymentMethodLabel, paymentStateLabel } from './paymentLabels';
import { rowClass, Section } from './OrderSection';
import { RefundNotice } from './RefundNotice';

/** How it is paid, where it goes (a parcel: sender, receiver, category, who pays), the store, the courier. */
export function PaymentAndPlaces({ order }: { order: PlacedOrder }) {
  const { i18n } = useLingui();
  const { delivery_address: address, store, delivery_man: courier } = order;
  // issue 17: a parcel's delivery address is its sender; the receiver and the category come with the order.
  const parcel = order.order_type === 'parcel';
  const receiver = order.receiver_details;
  return (
    <>
      <Section title={<Trans>Payment</Trans>} testId="order-payment">
        <p className={rowClass}>
          <span>{i18n._(paymentMethodLabel(order.payment_method))}</span>
          <strong data-testid="payment-state">{i18n._(paymentStateLabel(order.payment_status))}</strong>
        </p>
        <RefundNotice refund={order.refund} />
      </Section>
      {address?.address ? (
        <Section
          title={
            parcel ? (
              <Trans>Sender</Trans>
            ) : order.order_type === 'take_away' ? (
              <Trans>Contact</Trans>
            ) : (
              <Trans>Delivery address</Trans>
            )
          }
          testId="order-address"
        >
          <Place place={address} />
        </Section>
      ) : null}
      {parcel && receiver ? (
        <Section title={<Trans>Receiver</Trans>} testId="order-receiver">
          <Place place={receiver} />
        </Section>
      ) : null}
      {parcel ? (
        <Section title={<Trans>Parcel</Trans>} testId="order-parcel">
          {order.parcel_category?.name ? (
            <p className={rowClass}>
              <span>
                <Trans>Category</Trans>
              </span>
              <strong>{order.parcel_category.name}</strong>
            </p>
          ) : null}
          <p className={rowClass}>
            <span>
              <Trans>Who pays</Trans>
            </span>
            <strong data-testid="order-charge-payer">
              {order.charge_payer === 'receiver' ? <Trans>Receiver</Trans> : <Trans>Sender</Trans>}
            </strong>
          </p>
        </Section>
      ) : null}
      {store ? (
        <Section title={<Trans>Store</Trans>} testId="order-store">
          <Party
            image={store.logo_full_url}
            name={store.name}
            detail={store.address ? <small className={css({ color: 'fg.muted' })}>{store.address}</small> : null}
          />
        </Section>
      ) : null}
      {courier ? (
        <Section title={<Trans>Delivery man</Trans>} testId="order-deliveryman">
          <Party
            image={courier.image_full_url}
            name={[courier.f_name, courier.l_name].filter(Boolean).join(' ')}
            detail={
              <small className={css({ color: 'fg.muted' })}>
                <Trans>
                  Rating {courier.avg_rating.toFixed(1)} ({courier.rating_count})
                </Trans>
              </small>
            }
          />
        </Section>
      ) : null}
    </>
  );
}

type PlaceLines = Pick<PlacedOrderAddress, 'address' | 'contact_person_name' | 'contact_person_number'>;

/** An address and who answers there (the delivery address or sender, a parcel's receiver). */
function Place({ place }: { place: PlaceLines }) {
  return (
    <>
      <p>{place.address}</p>
      <small className={css({ color: 'fg.muted' })}>
        {place.contact_person_name} · <span dir="ltr">{place.contact_person_number}</span>
      </small>
    </>
  );
}

const avatarClass = css({ width: '10', height: '10', borderRadius: 'full', objectFit: 'cover' });

/** A party to the order (its store, its courier): the picture, the name and a line about them. */
function Party({ image, name, detail }: { image: string | null | undefined; name: string; detail: ReactNode }) {
  return (
    <div className={css({ cluster: '3' })}>
      {image ? <img src={image} alt="" width={40} height={40} className={avatarClass} /> : null}
      <span className={css({ display: 'flex', flexDirection: 'column' })}>
        <strong>{name}</strong>
        {detail}
      </span>
    </div>
  );
}
