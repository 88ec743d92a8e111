import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ItemSpec } from '../../domain/itemOptions';
import type { Selection } from '../../domain/itemConfig';
import { formatMoney, type MoneyFormat } from '../../domain/money';
import { padQuantity } from '../../domain/stock';

type Send = (
  event:
    | { type: 'item.choice.select'; group: number; option: string }
    | { type: 'item.food.select'; group: string; label: string }
    | { type: 'item.addon.toggle'; id: number }
    | { type: 'item.addon.increment'; id: number }
    | { type: 'item.addon.decrement'; id: number },
) => void;

const chip = (on: boolean) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '11',
    px: '3',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: on ? 'accent.default' : 'border.default',
    bg: on ? 'accent.subtle' : 'bg.surface',
    fontSize: 'sm',
    cursor: 'pointer',
    textAlign: 'start',
  });
const groupTitle = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  display: 'flex',
  gap: '2',
  alignItems: 'baseline',
  flexWrap: 'wrap',
});
const muted = css({ color: 'fg.muted', fontSize: 'xs', fontWeight: 'normal' });

type FoodGroupSpec = ItemSpec['foodGroups'][number];
type AddOnSpec = ItemSpec['addOns'][number];

/** One food variation group: single choice as radios, multi choice as checkboxes with its min/max hint. */
function FoodGroup({ g, chosen, fmt, send }: { g: FoodGroupSpec; chosen: string[]; fmt: MoneyFormat; send: Send }) {
  return (
    <fieldset className={css({ stack: '2' })} data-testid={`food-group-${g.name}`}>
      <legend className={groupTitle}>
        {g.name}
        <span className={muted}>{g.required ? <Trans>(Required)</Trans> : <Trans>(Optional)</Trans>}</span>
      </legend>
      {g.type === 'multi' ? (
        <p className={muted} data-testid="variation-hint">
          <Trans>
            This Variation needs to be selected in between minimum {g.min} and Maximum {g.max} items.
          </Trans>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="group" aria-label={g.name}>
        {g.values.map((v) => {
          const on = chosen.includes(v.label);
          return (
            <button
              key={v.label}
              type="button"
              role={g.type === 'multi' ? 'checkbox' : 'radio'}
              aria-checked={on}
              className={chip(on)}
              onClick={() => send({ type: 'item.food.select', group: g.name, label: v.label })}
            >
              <span>{v.label}</span>
              {v.price > 0 ? <span className={muted}>+{formatMoney(v.price, fmt)}</span> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One choice option group (one of its options, as radios). */
function ChoiceGroup({
  title,
  options,
  index,
  picked,
  send,
}: {
  title: string;
  options: string[];
  index: number;
  picked: string | undefined;
  send: Send;
}) {
  return (
    <fieldset className={css({ stack: '2' })} data-testid={`choice-${title}`}>
      <legend className={groupTitle}>{title}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} role="radiogroup" aria-label={title}>
        {options.map((o) => (
          <button
            key={o}
            type="button"
            role="radio"
            aria-checked={picked === o}
            className={chip(picked === o)}
            onClick={() => send({ type: 'item.choice.select', group: index, option: o })}
          >
            {o}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** One add-on: its checkbox, then its quantity stepper (usable once checked). */
function AddOnRow({
  a,
  checked,
  qty,
  fmt,
  send,
}: {
  a: AddOnSpec;
  checked: boolean;
  qty: number;
  fmt: MoneyFormat;
  send: Send;
}) {
  const { t } = useLingui();
  return (
    <li className={css({ cluster: '3', justifyContent: 'space-between' })} data-testid={`add-on-${a.id}`}>
      <label
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          minHeight: '11',
          cursor: 'pointer',
          flex: '1',
        })}
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={() => send({ type: 'item.addon.toggle', id: a.id })}
          className={css({ width: '5', height: '5' })}
        />
        <span>{a.name}</span>
        <span className={muted}>{formatMoney(a.price, fmt)}</span>
      </label>
      <div className={css({ cluster: '1' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          disabled={!checked || qty <= 0}
          aria-label={t`Fewer ${a.name}`}
          onClick={() => send({ type: 'item.addon.decrement', id: a.id })}
        >
          −
        </button>
        <output className={css({ minWidth: '6', textAlign: 'center' })} aria-label={t`${a.name} quantity`}>
          {padQuantity(qty)}
        </output>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          disabled={!checked}
          aria-label={t`More ${a.name}`}
          onClick={() => send({ type: 'item.addon.increment', id: a.id })}
        >
          +
        </button>
      </div>
    </li>
  );
}

/** core §2, §4: food variation groups, choice options and "Add Ons (Optional)" of one item. */
export function ItemOptions({
  spec,
  selection,
  fmt,
  send,
}: {
  spec: ItemSpec;
  selection: Selection;
  fmt: MoneyFormat;
  send: Send;
}) {
  return (
    <div className={css({ stack: '4' })}>
      {spec.foodGroups.map((g) => (
        <FoodGroup key={g.name} g={g} chosen={selection.food[g.name] ?? []} fmt={fmt} send={send} />
      ))}
      {spec.choices.map((c, i) => (
        <ChoiceGroup
          key={c.title + i}
          title={c.title}
          options={c.options}
          index={i}
          picked={selection.choice[i]}
          send={send}
        />
      ))}
      {spec.addOns.length ? (
        <fieldset className={css({ stack: '2' })} data-testid="add-ons">
          <legend className={groupTitle}>
            <Trans>Add Ons (Optional)</Trans>
          </legend>
          <ul className={css({ stack: '2' })}>
            {spec.addOns.map((a) => {
              const state = selection.addOns.find((x) => x.id === a.id);
              return (
                <AddOnRow
                  key={a.id}
                  a={a}
                  checked={state?.checked ?? false}
                  qty={state?.quantity ?? 0}
                  fmt={fmt}
                  send={send}
                />
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
