import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { useLoaded, sendTo } from '../../flows/lazyActor';
import { isSearchable } from '../../domain/search';
import type { SearchSuggestion } from '../../../machines/search/search.machine';
import { useSearchLoader } from './searchActor';
import { SuggestionList, type Option } from './SuggestionList';
import * as styles from './SearchField.styles';

type Variant = 'header' | 'screen';
interface FlowView {
  suggestions: SearchSuggestion[];
  recent: string[];
  asking: boolean;
  query: string;
}

/**
 * issue 10 Search: the search field as a combobox. While the customer types, the flow's suggestions open
 * under it (the first line searches the typed text); with the field empty, the recent searches. Enter
 * searches; arrows move through the lines. `header` opens the list as a popover; `screen` (the phone's
 * search screen) shows it in the page.
 */
export function SearchField({
  variant,
  autoFocus = false,
  initialText = '',
}: {
  variant: 'header' | 'screen';
  autoFocus?: boolean;
  initialText?: string;
}) {
  const { t } = useLingui();
  const loader = useSearchLoader();
  const actor = useLoaded(loader);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const view = useSelector(actor, (s) =>
    s
      ? {
          suggestions: s.context.suggestions,
          recent: s.context.recent,
          asking: s.hasTag('asking'),
          query: s.context.query,
        }
      : null,
  );
  const { text, active, typed, options, showList, choose, onKeyDown, onFocus, onBlur, onChange, clear } =
    useSearchCombobox({ variant, initialText, loader, view, inputRef });
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div role="search" className={css({ position: 'relative', width: 'full' })}>
      <div className={styles.fieldRow}>
        <span className={styles.magnifier}>
          <SearchIcon size={18} />
        </span>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t`Search items or stores`}
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          // The phone's search screen opens to type.
          autoFocus={autoFocus}
          placeholder={t`Search items or stores`}
          value={text}
          maxLength={255}
          data-testid={variant === 'header' ? 'header-search-input' : 'search-screen-input'}
          className={styles.input}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        {text ? <ClearButton onClick={clear} /> : null}
      </div>
      {showList ? (
        <SuggestionList
          listId={listId}
          optionId={optionId}
          variant={variant}
          typed={typed}
          options={options}
          active={active}
          choose={choose}
        />
      ) : null}
      {variant === 'screen' && typed && view?.asking && !view.suggestions.length ? (
        <p className={styles.lookingHint} aria-live="polite">
          <Trans>Looking for suggestions…</Trans>
        </p>
      ) : null}
    </div>
  );
}

interface ComboboxInput {
  variant: Variant;
  initialText: string;
  loader: ReturnType<typeof useSearchLoader>;
  view: FlowView | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** What the field keeps: its text (following the flow's), whether its list is open, the active line, and the keys that move it. */
function useSearchCombobox({ variant, initialText, loader, view, inputRef }: ComboboxInput) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The flow's text changes outside this field too (a suggestion chosen clears it; a results page opened with ?q=).
  const flowQuery = view?.query;
  useEffect(() => {
    if (flowQuery !== undefined && flowQuery !== text && document.activeElement !== inputRef.current)
      setText(flowQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the flow's text changes
  }, [flowQuery]);

  const typed = isSearchable(text);
  const options: Option[] = typed
    ? [
        { kind: 'submit', text: text.trim() },
        ...(view?.suggestions ?? []).map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
      ]
    : (view?.recent ?? []).map((r) => ({ kind: 'recent' as const, text: r }));
  // On the search screen the recent searches are the page's own section; the list is for typing.
  const showList = open && (variant === 'header' || typed) && options.length > 0;

  const choose = (o: Option) => {
    setOpen(false);
    setActive(-1);
    if (o.kind === 'suggestion') {
      setText('');
      sendTo(loader, { type: 'search.suggestion.pick', suggestion: o.suggestion });
    } else {
      setText(o.text);
      sendTo(loader, { type: 'search.submit', text: o.text });
    }
    if (variant === 'header') inputRef.current?.blur();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself; the lines follow, and the ends wrap.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = showList && active >= 0 ? options[active] : undefined;
      if (o) choose(o);
      else if (typed) choose({ kind: 'submit', text: text.trim() });
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  // Focus loads the flow (the header field renders before it); typing and the × tell the flow, too.
  const onFocus = () => {
    void loader.get();
    setOpen(true);
  };
  const onBlur = () => setOpen(false);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    setOpen(true);
    setActive(-1);
    sendTo(loader, { type: 'search.type', text: e.target.value });
  };
  const clear = () => {
    setText('');
    setActive(-1);
    sendTo(loader, { type: 'search.clear' });
    inputRef.current?.focus();
  };

  return { text, active, typed, options, showList, choose, onKeyDown, onFocus, onBlur, onChange, clear };
}

/** The × in the field: empties it and the flow's text, and keeps the focus in the field. */
function ClearButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" aria-label={t`Clear search`} className={styles.clearButton} onClick={onClick}>
      <CloseIcon size={16} />
    </button>
  );
}

export default SearchField;
