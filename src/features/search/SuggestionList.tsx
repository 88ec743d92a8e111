import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { ClockIcon, SearchIcon } from '../../ui/icons';
import type { SearchSuggestion } from '../../../machines/search/search.machine';

/** A line of the search field's list: the typed text to search, one of the flow's suggestions, or a recent search. */
export type Option =
  | { kind: 'submit'; text: string }
  | { kind: 'suggestion'; suggestion: SearchSuggestion }
  | { kind: 'recent'; text: string };

const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '11',
  px: '3',
  py: '1',
  borderRadius: 'md',
  cursor: 'pointer',
  textAlign: 'start',
  fontSize: 'sm',
  '&[aria-selected=true]': { bg: 'accent.subtle' },
  _hover: { bg: 'bg.subtle' },
});

interface SuggestionListProps {
  listId: string;
  optionId: (i: number) => string;
  variant: 'header' | 'screen';
  typed: boolean;
  options: Option[];
  active: number;
  choose: (o: Option) => void;
}

/** The list under the field: the typed text and the flow's suggestions, or the recent searches. */
export function SuggestionList({ listId, optionId, variant, typed, options, active, choose }: SuggestionListProps) {
  const { t } = useLingui();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={typed ? t`Suggestions` : t`Recent searches`}
      data-testid="search-suggestions"
      className={
        variant === 'header'
          ? css({
              position: 'absolute',
              top: 'calc(100% + 4px)',
              insetInline: '0',
              zIndex: 'dropdown',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
              boxShadow: 'raised',
              p: '1',
              maxHeight: '70vh',
              overflowY: 'auto',
            })
          : css({ display: 'flex', flexDirection: 'column', py: '1' })
      }
    >
      {options.map((o, i) => (
        <li
          key={o.kind === 'suggestion' ? `s${o.suggestion.id}` : `${o.kind}-${o.text}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={optionClass}
          // Keep the focus in the field: the click picks the line.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(o)}
          data-testid={
            o.kind === 'suggestion'
              ? 'search-suggestion'
              : o.kind === 'recent'
                ? 'recent-search'
                : 'search-submit-option'
          }
        >
          {o.kind === 'suggestion' ? (
            <>
              {o.suggestion.image ? (
                <img
                  src={o.suggestion.image}
                  alt=""
                  width={32}
                  height={32}
                  className={css({ width: '8', height: '8', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })}
                />
              ) : (
                <SearchIcon size={18} />
              )}
              <span className={css({ truncate: true })}>{o.suggestion.name}</span>
            </>
          ) : o.kind === 'recent' ? (
            <>
              <ClockIcon size={18} />
              <span className={css({ truncate: true })}>{o.text}</span>
            </>
          ) : (
            <>
              <SearchIcon size={18} />
              <span className={css({ truncate: true })}>
                <Trans>
                  Search for “<bdi>{o.text}</bdi>”
                </Trans>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
