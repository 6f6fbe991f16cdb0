import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { FormError, Spinner, VisuallyHidden } from '@studydesk/shared/ui';
import type { CellEditAction, CellEditState } from '../model/cell-edit';
import styles from './translations.module.css';

export interface TranslationCellProps {
  baseConstant: string;
  language: string;
  languageName: string;
  text: string;
  /** this cell's editor, when it is the one open */
  editing: CellEditState['editing'];
  dispatch: (action: CellEditAction) => void;
  onSave: () => void;
}

/** One text of the table: a button that opens an inline editor (Enter saves, Esc cancels). */
export function TranslationCell({ baseConstant, language, languageName, text, editing, dispatch, onSave }: TranslationCellProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const open = editing !== null;
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (editing) {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        onSave();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        dispatch({ type: 'cancelled' });
      }
    };
    const errorId = `${language}-${baseConstant}-error`;
    return (
      <div className={styles.editor}>
        <input
          ref={input}
          className={styles.input}
          value={editing.draft}
          readOnly={editing.saving}
          aria-label={t('{language} text of "{key}"', { language: languageName, key: baseConstant })}
          aria-invalid={editing.error ? true : undefined}
          aria-describedby={editing.error ? errorId : undefined}
          onChange={(event) => dispatch({ type: 'changed', draft: event.target.value })}
          onKeyDown={onKeyDown}
        />
        {editing.saving ? <Spinner size="sm" label={t('Saving')} /> : null}
        <span className={styles.hint}>{t('Enter saves, Esc cancels')}</span>
        <FormError id={errorId} message={editing.error} />
      </div>
    );
  }
  return (
    // the name starts with the text the button shows (speech users say what they see),
    // then says which language and key it edits
    <button type="button" className={styles.cell} onClick={() => dispatch({ type: 'started', cell: { baseConstant, language }, text })}>
      {text ? <span lang={language}>{text}</span> : <span className={styles.missing}>{t('Missing')}</span>}
      <VisuallyHidden>
        {' — '}
        {t('Edit the {language} text of "{key}"', { language: languageName, key: baseConstant })}
      </VisuallyHidden>
    </button>
  );
}
