import { SEARCH_DEBOUNCE_MS } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { IconButton } from './button';
import { cx } from './class-names';
import { CloseIcon, SearchIcon } from './icons';
import fieldStyles from './field.module.css';
import styles from './search-box.module.css';
import visuallyHidden from './visually-hidden.module.css';
import { useDebouncedCallback } from './use-debounced-callback';

export interface SearchBoxProps {
  /** the search in force (list state); the box follows it when it changes elsewhere */
  value: string;
  /** called ~300 ms after the last key, at once on Enter or clear */
  onChange: (value: string) => void;
  /** accessible name; t('Search') by default */
  label?: string;
  placeholder?: string;
  delayMs?: number;
  className?: string;
  autoFocus?: boolean;
}

export function SearchBox({ value, onChange, label, placeholder, delayMs = SEARCH_DEBOUNCE_MS, className, autoFocus }: SearchBoxProps) {
  const t = useT();
  const id = `search-${useId()}`;
  const [text, setText] = useState(value);
  const emit = useDebouncedCallback(onChange, delayMs);
  const lastEmitted = useRef(value);

  // Follow a search changed from outside (a reset), but never overwrite what is being typed.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      emit.cancel();
      setText(value);
    }
  }, [value, emit]);

  function change(next: string, now = false) {
    setText(next);
    lastEmitted.current = next;
    emit(next);
    if (now) emit.flush();
  }

  const name = label ?? t('Search');
  return (
    <div className={cx(styles.box, className)} role="search">
      <label htmlFor={id} className={visuallyHidden.hidden}>
        {name}
      </label>
      <SearchIcon className={styles.icon} />
      <input
        id={id}
        type="search"
        className={cx(fieldStyles.control, styles.input)}
        value={text}
        placeholder={placeholder ?? name}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') emit.flush();
          if (event.key === 'Escape' && text) change('', true);
        }}
      />
      {text ? (
        <IconButton aria-label={t('Clear search')} size="sm" className={styles.clear} onClick={() => change('', true)}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
