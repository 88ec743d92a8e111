import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { SEARCH_DEBOUNCE_MS } from '../../domain/location';
import { inputClass } from '../../ui/Field';
import { placeSuggestionsQuery } from '../../api/queries/places';

/**
 * The place search of the address modal: the keyboard and screen-reader way to set the point without the
 * map. Suggestions are a list of buttons under the field; picking one sets the address and moves the map.
 */
export function PlaceSearch({ onPick }: { onPick: (placeId: string, text: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const suggestions = useQuery(placeSuggestionsQuery(asked)).data ?? [];
  const shown = text.trim() && asked === text ? suggestions : [];
  return (
    <div className={css({ stack: '1' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {t`Search location`}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="address-place-search"
        autoComplete="off"
        placeholder={t`Search a place, a road or an area`}
      />
      {shown.length ? (
        <ul
          aria-label={t`Places found`}
          className={css({ layerStyle: 'surface', borderRadius: 'lg', overflow: 'hidden' })}
        >
          {shown.map((s) => (
            <li key={s.placeId}>
              <button
                type="button"
                className={css({
                  width: 'full',
                  textAlign: 'start',
                  px: '3',
                  py: '2',
                  minHeight: '11',
                  cursor: 'pointer',
                  _hover: { bg: 'bg.subtle' },
                  _focusVisible: {
                    bg: 'bg.subtle',
                    outline: '2px solid',
                    outlineColor: 'accent.focus',
                    outlineOffset: '-2px',
                  },
                })}
                onClick={() => {
                  onPick(s.placeId, s.text);
                  setText('');
                  setAsked('');
                }}
              >
                <span dir="auto">{s.text}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
