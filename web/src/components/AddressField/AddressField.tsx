import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AddressSuggestionsDocument, PlaceDocument, type PlaceQuery } from '#generated/addressField';
import type { LocationInput } from '#generated/web';
import { useClientSource } from '../../lib/data/clientSource';
import { useShellQuery } from '../../lib/data/useShellQuery';
import styles from './AddressField.module.css';

/** A place the homeowner chose from the suggestions. */
export interface AddressChoice {
  placeId: string;
  description: string;
  isFullStreetAddress: boolean;
  location: LocationInput;
}

export interface AddressFieldProps {
  label: string;
  /** The text in the field. */
  value: string;
  onTextChange: (text: string) => void;
  onChoose: (choice: AddressChoice) => void;
  hint?: string;
  error?: string;
  /** Marks the field invalid when the message about it is shown elsewhere (the form's alert). */
  invalid?: boolean;
  /** Wait this long after the last keystroke before asking for suggestions. */
  debounceMs?: number;
}

/** Suggestions are asked for from this many characters on (the API answers none below). */
export const MIN_QUERY_LENGTH = 3;

function toLocationInput(location: NonNullable<PlaceQuery['place']>['location']): LocationInput {
  const { __typename: _typename, ...fields } = location;
  return fields;
}

/**
 * An address search box in the WAI-ARIA combobox pattern (list autocomplete): typing asks for
 * suggestions, ArrowDown/ArrowUp move through them, Enter chooses, Escape closes the list and
 * a second Escape clears the text. Choosing looks the place up to learn whether it is a full
 * street address. It asks through the shell's query store, not Apollo's hooks, so the rates page
 * renders without the Apollo client: the client loads with the first suggestions asked for.
 */
export function AddressField({ label, value, onTextChange, onChoose, hint, error, invalid = false, debounceMs = 250 }: AddressFieldProps) {
  const clientSource = useClientSource();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [query, setQuery] = useState('');
  const [resolving, setResolving] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Ask only once typing pauses, so each keystroke does not cost a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(value.trim());
      setActiveIndex(-1);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs]);

  const searching = open && query.length >= MIN_QUERY_LENGTH;
  const { data, loading, error: suggestionsError } = useShellQuery(AddressSuggestionsDocument, { variables: { query }, skip: !searching });
  const suggestions = searching ? (data?.addressSuggestions ?? []) : [];
  const showList = open && suggestions.length > 0;
  const activeOption = showList && activeIndex >= 0 ? suggestions[activeIndex] : undefined;

  const choose = async (placeId: string, description: string) => {
    setOpen(false);
    setActiveIndex(-1);
    setLookupError(null);
    onTextChange(description);
    setResolving(true);
    try {
      const client = await clientSource.load();
      const result = await client.query({ query: PlaceDocument, variables: { placeId } });
      const place = result.data?.place;
      if (!place) {
        setLookupError('We couldn’t look up that address. Please choose it again.');
        return;
      }
      onChoose({ placeId: place.placeId, description, isFullStreetAddress: place.isFullStreetAddress, location: toLocationInput(place.location) });
    } catch {
      setLookupError('We couldn’t look up that address. Please choose it again.');
    } finally {
      setResolving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (suggestions.length > 0) setActiveIndex((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length > 0) setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted suggestion; with none highlighted it submits the form as usual.
      if (activeOption) {
        event.preventDefault();
        void choose(activeOption.placeId, activeOption.description);
      }
    } else if (event.key === 'Escape') {
      if (open && suggestions.length > 0) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (value !== '') {
        event.preventDefault();
        onTextChange('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const status = (() => {
    if (resolving) return 'Checking the address…';
    if (!searching) return '';
    if (loading && suggestions.length === 0) return 'Looking for addresses…';
    if (suggestionsError) return 'Address suggestions are unavailable right now.';
    if (suggestions.length === 0) return 'No matching addresses. Try the street number and name.';
    return `${suggestions.length} ${suggestions.length === 1 ? 'address' : 'addresses'} found. Use the arrow keys to choose one.`;
  })();
  const shownError = error ?? lookupError ?? undefined;
  const describedBy = [hintId, shownError ? (errorId ?? `${id}-lookup`) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          className={[styles.input, shownError || invalid ? styles.invalid : ''].join(' ')}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? `${id}-option-${activeIndex}` : undefined}
          aria-invalid={shownError || invalid ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => {
            setLookupError(null);
            onTextChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div id={listboxId} role="listbox" aria-label="Address suggestions" className={styles.listbox} hidden={!showList}>
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.placeId}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={[styles.option, index === activeIndex ? styles.active : ''].join(' ')}
              // Chosen on press, with the default prevented, so focus stays in the input and the
              // combobox remains one tab stop; the keyboard works through the input (Enter).
              onMouseDown={(event) => {
                event.preventDefault();
                void choose(suggestion.placeId, suggestion.description);
              }}
              onMouseMove={() => setActiveIndex(index)}
            >
              {suggestion.description}
            </div>
          ))}
        </div>
        {searching && !loading && !suggestionsError && suggestions.length === 0 ? (
          <p className={styles.noMatch} aria-hidden="true">
            No matching addresses. Try the street number and name.
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {shownError ? (
        <p id={errorId ?? `${id}-lookup`} className={styles.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
