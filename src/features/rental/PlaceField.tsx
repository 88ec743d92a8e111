import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { inputClass } from '../../ui/Field';
import { placeDetailsQuery, placeSuggestQuery } from '../../api/queries/rental';
import { useScope } from '../../api/scope';
import type { RentalPlace } from '../../domain/rental';
import { label as labelClass, suggestionList, suggestionOption } from './styles';

/** A pickup or destination: typed and chosen from the place search, or the customer's chosen location. */
export function PlaceField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: RentalPlace | null;
  onChange: (p: RentalPlace | null) => void;
  testId: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const scope = useScope();
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typing = text !== null;
  const suggestions = useQuery(placeSuggestQuery(typing ? text : '')).data ?? [];
  const choose = async (s: { placeId: string; text: string }) => {
    setBusy(true);
    try {
      const at = await queryClient.fetchQuery(placeDetailsQuery(s.placeId));
      onChange({ lat: at.lat, lng: at.lng, location_name: s.text });
      setText(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ stack: '1', position: 'relative' })} data-testid={testId}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={typing ? text : (value?.location_name ?? '')}
        placeholder={t`Search a place`}
        autoComplete="off"
        aria-busy={busy}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTimeout(() => setText(null), 200)}
        data-testid={`${testId}-input`}
      />
      {typing && suggestions.length ? (
        <ul role="listbox" aria-label={t`Places`} className={suggestionList}>
          {suggestions.map((s) => (
            <li key={s.placeId} role="option" aria-selected={false}>
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void choose(s)}
                className={`${suggestionOption} ${css({ py: '2' })}`}
                data-testid="place-option"
              >
                {s.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {scope.position && scope.address ? (
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`}
          onClick={() =>
            onChange({
              lat: scope.position!.lat,
              lng: scope.position!.lng,
              location_name: scope.address!,
            })
          }
          data-testid={`${testId}-current`}
        >
          <Trans>Use my chosen location</Trans>
        </button>
      ) : null}
    </div>
  );
}
