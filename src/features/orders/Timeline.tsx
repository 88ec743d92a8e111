import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { orderStatusOf } from '../../domain/history';
import { orderTimeline } from '../../domain/orders';
import { orderStatusLabel } from './statusLabels';
import { useDateTime } from './format';

const BAD = new Set(['canceled', 'failed', 'refund_request_canceled']);

/** The order's status as a chip, translated (issue 14 item 7). */
export function StatusChip({ status, orderType }: { status: string | null | undefined; orderType?: string | null }) {
  const { i18n } = useLingui();
  const s = orderStatusOf(status);
  return (
    <span
      data-testid="order-status"
      data-status={s}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        px: '2.5',
        py: '0.5',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'semibold',
        whiteSpace: 'nowrap',
        bg: BAD.has(s) ? 'bg.subtle' : s === 'delivered' || s === 'refunded' ? 'bg.subtle' : 'accent.subtle',
        color: BAD.has(s) ? 'fg.danger' : s === 'delivered' || s === 'refunded' ? 'fg.default' : 'accent.default',
        borderWidth: '1px',
        borderColor: BAD.has(s) ? 'fg.danger' : 'border.default',
      })}
    >
      {i18n._(orderStatusLabel(s, orderType))}
    </span>
  );
}

type Stamped = Parameters<typeof orderTimeline>[0];

/** pending → confirmed → processing → handover → picked up → delivered; canceled, failed and refund states end it. */
export function OrderTimeline({ order }: { order: Stamped }) {
  const { i18n } = useLingui();
  const when = useDateTime();
  const steps = orderTimeline(order);
  return (
    <section aria-labelledby="order-timeline-title" className={css({ stack: '2' })}>
      <h2 id="order-timeline-title" className={css({ fontWeight: 'bold' })}>
        <Trans>Order status</Trans>
      </h2>
      <ol data-testid="order-timeline" className={css({ display: 'flex', flexDirection: 'column' })}>
        {steps.map((step, i) => {
          const bad = BAD.has(step.status);
          return (
            <li
              key={`${step.status}-${i}`}
              data-step={step.status}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className={css({
                display: 'flex',
                gap: '3',
                position: 'relative',
                pb: i === steps.length - 1 ? '0' : '4',
              })}
            >
              <span
                aria-hidden="true"
                className={cx(
                  css({
                    mt: '1',
                    width: '3.5',
                    height: '3.5',
                    flexShrink: 0,
                    borderRadius: 'full',
                    borderWidth: '2px',
                    borderColor: step.state === 'upcoming' ? 'border.default' : bad ? 'fg.danger' : 'accent.default',
                    bg:
                      step.state === 'done'
                        ? 'accent.default'
                        : step.state === 'current'
                          ? bad
                            ? 'fg.danger'
                            : 'accent.subtle'
                          : 'bg.surface',
                  }),
                  i < steps.length - 1
                    ? css({
                        _after: {
                          content: '""',
                          position: 'absolute',
                          insetStart: '1.5',
                          top: '5',
                          bottom: '0',
                          width: '0.5',
                          bg: step.state === 'done' ? 'accent.default' : 'border.default',
                        },
                      })
                    : undefined,
                )}
              />
              <span className={css({ display: 'flex', flexDirection: 'column' })}>
                <span
                  className={css({
                    fontWeight: step.state === 'current' ? 'bold' : 'normal',
                    color: step.state === 'upcoming' ? 'fg.muted' : bad ? 'fg.danger' : 'fg.default',
                  })}
                >
                  {i18n._(orderStatusLabel(step.status, order.order_type))}
                </span>
                {step.at ? <small className={css({ color: 'fg.muted' })}>{when(step.at)}</small> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
