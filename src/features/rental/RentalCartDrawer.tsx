import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DrawerBackdrop, DrawerCloseTrigger, DrawerContent, DrawerPositioner, DrawerRoot, DrawerTitle } from '../../ui/Drawer';
import { useCatalogSettings } from '../../api/queries/catalog';
import type { RentalCartLine } from '../../api/queries/rental';
import { formatMoney } from '../../domain/money';
import { supportsType, tripFare, type TripDraft } from '../../domain/rental';
import { useRentalFlows } from '../../flows/rental';
import { rentalTypeLabels } from './messages';
import { TripForm } from './TripForm';
import { TripSummary } from './TripSummary';
import { useRentalCart } from './useRentalCart';
import { muted, row, spinner } from './styles';

/** issue 16 rental cart drawer: the lines, the shared trip data (editable), clear, and on to the trip checkout. */
export default function RentalCartDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { cart: actor } = useRentalFlows();
  const cart = useRentalCart();
  const fmt = useCatalogSettings().money;
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const unsupported = useSelector(actor, (s) => s.context.unsupported);
  const [editing, setEditing] = useState<TripDraft | null>(null);
  const fare = tripFare(cart.lines, new Date(), fmt.digits);
  const save = () => {
    if (!editing || cart.userData?.id === undefined) return;
    actor.send({
      type: 'rental.trip.update',
      userDataId: cart.userData.id,
      trip: editing,
      now: new Date(),
    });
    setEditing(null);
  };
  return (
    <DrawerRoot open onOpenChange={(d) => !d.open && onClose()} side="end" size="cart" swipeDirection="end">
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent data-testid="rental-cart-drawer">
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: '4',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <DrawerTitle>
                <Trans>Rental cart</Trans>
              </DrawerTitle>
              <DrawerCloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={t`Close rental cart`}>
                <CloseIcon />
              </DrawerCloseTrigger>
            </div>
            {cart.query.isPending ? (
              <div
                className={css({
                  py: '12',
                  display: 'flex',
                  justifyContent: 'center',
                })}
                role="status"
                aria-label={t`Loading`}
              >
                <span className={spinner} />
              </div>
            ) : !cart.lines.length ? (
              <div
                className={css({
                  flex: '1',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: '3',
                  p: '6',
                  textAlign: 'center',
                })}
                data-testid="rental-cart-empty"
              >
                <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                  <Trans>Your rental cart is empty</Trans>
                </h3>
                <button
                  type="button"
                  className={button()}
                  onClick={() => {
                    onClose();
                    void navigate({
                      to: '/rental/vehicle-search',
                      search: { all_category: 1 },
                    });
                  }}
                >
                  <Trans>Find a vehicle</Trans>
                </button>
              </div>
            ) : (
              <>
                <div
                  className={css({
                    flex: '1',
                    overflowY: 'auto',
                    px: '4',
                    py: '3',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '4',
                  })}
                >
                  <ul
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      gap: '3',
                    })}
                  >
                    {cart.lines.map((line) => (
                      <LineRow key={line.id} line={line} busy={busy} unsupported={unsupported.includes(line.id)} wanted={editing?.rentalType ?? null} />
                    ))}
                  </ul>
                  {unsupported.length ? (
                    <div
                      role="alert"
                      className={css({
                        bg: 'red.50',
                        color: 'red.900',
                        borderRadius: 'lg',
                        p: '3',
                        fontSize: 'sm',
                      })}
                      data-testid="rental-unsupported"
                    >
                      <Trans>
                        These vehicles do not offer that rental type:{' '}
                        {cart.lines
                          .filter((l) => unsupported.includes(l.id))
                          .map((l) => l.vehicle.name)
                          .join(', ')}
                        . Remove them, or keep the current type.
                      </Trans>
                      <button
                        type="button"
                        className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ ms: '2' })}`}
                        onClick={() => actor.send({ type: 'rental.unsupported.dismiss' })}
                      >
                        <Trans>Keep the current type</Trans>
                      </button>
                    </div>
                  ) : null}
                  <section
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      gap: '2',
                    })}
                    aria-labelledby="rental-trip-title"
                  >
                    <div
                      className={css({
                        display: 'flex',
                        justifyContent: 'space-between',
                        alignItems: 'center',
                      })}
                    >
                      <h3 id="rental-trip-title" className={css({ fontWeight: 'bold' })}>
                        <Trans>Trip details</Trans>
                      </h3>
                      {editing ? null : (
                        <button
                          type="button"
                          className={button({ variant: 'outline', size: 'sm' })}
                          onClick={() => setEditing(cart.trip)}
                          disabled={busy || !cart.trip}
                          data-testid="rental-trip-edit"
                        >
                          <Trans>Edit trip</Trans>
                        </button>
                      )}
                    </div>
                    {editing ? (
                      <>
                        <TripForm value={editing} onChange={(update) => setEditing((e) => (e ? update(e) : e))} />
                        <div className={row}>
                          <button type="button" className={button()} onClick={save} disabled={busy} data-testid="rental-trip-save">
                            <Trans>Save trip</Trans>
                          </button>
                          <button type="button" className={button({ variant: 'ghost' })} onClick={() => setEditing(null)}>
                            <Trans>Cancel</Trans>
                          </button>
                        </div>
                      </>
                    ) : cart.trip ? (
                      <TripSummary trip={cart.trip} />
                    ) : null}
                  </section>
                </div>
                <div
                  className={css({
                    borderTopWidth: '1px',
                    borderColor: 'border.default',
                    p: '4',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '3',
                  })}
                >
                  <p
                    className={css({
                      display: 'flex',
                      justifyContent: 'space-between',
                      fontWeight: 'bold',
                    })}
                  >
                    <span>
                      <Trans>Subtotal</Trans>
                    </span>
                    <span data-testid="rental-cart-subtotal" className={css({ unicodeBidi: 'isolate' })}>
                      {formatMoney(fare.subtotal, fmt)}
                    </span>
                  </p>
                  <p className={muted}>{cart.trip ? i18n._(rentalTypeLabels[cart.trip.rentalType]) : null}</p>
                  <div className={row}>
                    <button
                      type="button"
                      className={button({ variant: 'outline' })}
                      onClick={() => actor.send({ type: 'rental.clear' })}
                      disabled={busy}
                      data-testid="rental-cart-clear"
                    >
                      <Trans>Clear cart</Trans>
                    </button>
                    <button
                      type="button"
                      className={`${button()} ${css({ flex: '1' })}`}
                      disabled={busy || unsupported.length > 0}
                      onClick={() => {
                        onClose();
                        void navigate({ to: '/rental/checkout' });
                      }}
                      data-testid="rental-cart-book"
                    >
                      <Trans>Book trip</Trans>
                    </button>
                  </div>
                </div>
              </>
            )}
            {confirming ? (
              <ConfirmDialog
                testId="rental-clear-confirm"
                title={<Trans>Clear the rental cart?</Trans>}
                description={<Trans>Every vehicle and the trip details will be removed.</Trans>}
                cancelLabel={<Trans>Cancel</Trans>}
                confirmLabel={<Trans>Yes</Trans>}
                confirmVariant="danger"
                onCancel={() => actor.send({ type: 'rental.clear.cancel' })}
                onConfirm={() => actor.send({ type: 'rental.clear.confirm' })}
              />
            ) : null}
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
    </DrawerRoot>
  );
}

function LineRow({ line, busy, unsupported, wanted }: { line: RentalCartLine; busy: boolean; unsupported: boolean; wanted: 'hourly' | 'distance_wise' | null }) {
  const { t, i18n } = useLingui();
  const { cart: actor } = useRentalFlows();
  const fmt = useCatalogSettings().money;
  const v = line.vehicle;
  const max = v.total_vehicle_count ?? 1;
  const lacks = wanted && !supportsType(v, wanted);
  return (
    <li
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        borderWidth: unsupported ? '2px' : '1px',
        borderColor: unsupported ? 'fg.danger' : 'border.default',
        borderRadius: 'lg',
        p: '2',
      })}
      data-testid="rental-cart-line"
      data-unsupported={unsupported || undefined}
    >
      <img
        src={v.thumbnail_full_url ?? undefined}
        alt=""
        width={64}
        height={48}
        className={css({
          width: '16',
          height: '12',
          objectFit: 'cover',
          borderRadius: 'md',
          bg: 'bg.subtle',
          flexShrink: 0,
        })}
      />
      <div
        className={css({
          flex: '1',
          minWidth: '0',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{v.name}</p>
        <p className={muted}>{line.provider.name}</p>
        {unsupported || lacks ? (
          <p className={css({ color: 'fg.danger', fontSize: 'xs' })} data-testid="rental-line-unsupported">
            <Trans>Does not offer {i18n._(rentalTypeLabels[wanted ?? (v.trip_hourly ? 'distance_wise' : 'hourly')])} trips</Trans>
          </p>
        ) : null}
        <div className={row}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t`Fewer ${v.name}`}
            disabled={busy || line.quantity <= 1}
            onClick={() =>
              actor.send({
                type: 'rental.line.quantity',
                cartId: line.id,
                quantity: line.quantity - 1,
              })
            }
          >
            −
          </button>
          <output data-testid="rental-line-quantity" className={css({ minWidth: '6', textAlign: 'center' })}>
            {line.quantity}
          </output>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t`More ${v.name}`}
            disabled={busy || line.quantity >= max}
            onClick={() =>
              actor.send({
                type: 'rental.line.quantity',
                cartId: line.id,
                quantity: line.quantity + 1,
              })
            }
          >
            +
          </button>
          <span
            className={css({
              ms: 'auto',
              fontWeight: 'bold',
              fontSize: 'sm',
              unicodeBidi: 'isolate',
            })}
          >
            {formatMoney(line.price, fmt)}
          </span>
        </div>
      </div>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t`Remove ${v.name}`}
        disabled={busy}
        onClick={() => actor.send({ type: 'rental.line.remove', cartId: line.id })}
        data-testid="rental-line-remove"
      >
        <CloseIcon />
      </button>
    </li>
  );
}
