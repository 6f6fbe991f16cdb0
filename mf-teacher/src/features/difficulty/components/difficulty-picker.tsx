import { useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { DIFFICULTY_LEVELS, effortLabel, type DifficultyLevel } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { Button, Popover, cx } from '@studydesk/shared/ui';
import { difficultyPickerReducer, keyMove, popupSide } from '../model/difficulty-popup-model';
import { difficultyLabel } from '../model/difficulty-label';
import styles from './difficulty-picker.module.css';

export interface DifficultyPickerProps {
  value: DifficultyLevel;
  onChange: (level: DifficultyLevel) => void;
  disabled?: boolean;
  /** a small anchor without the visible label (inside a list row) */
  compact?: boolean;
  /** while the chosen level is being saved */
  busy?: boolean;
}

/**
 * docs/product-rules.md#r-diff-1 difficulty editor: a popup under its anchor listing the levels with their
 * effort, flipped upward when the anchor is in the bottom 20% of the viewport. Arrow
 * keys move, Enter picks, Escape closes (focus goes back to the anchor).
 */
export function DifficultyPicker({ value, onChange, disabled, compact = false, busy = false }: DifficultyPickerProps) {
  const t = useT();
  const listId = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const [picker, dispatch] = useReducer(difficultyPickerReducer, { open: false, activeIndex: 0 });

  function setOpen(open: boolean) {
    if (!open) return dispatch({ type: 'closed' });
    const rect = anchor.current?.getBoundingClientRect();
    setSide(popupSide(rect ? rect.top : 0, window.innerHeight));
    dispatch({ type: 'opened', current: value });
  }

  function choose(level: DifficultyLevel) {
    onChange(level);
    dispatch({ type: 'closed' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(DIFFICULTY_LEVELS[picker.activeIndex]);
      return;
    }
    const move = keyMove(event.key);
    if (move) {
      event.preventDefault();
      dispatch(move);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={styles.field}>
      <span className={compact ? styles.hidden : styles.label} id={`${listId}-label`}>
        {t('Difficulty')}
      </span>
      <Popover
        open={picker.open}
        onOpenChange={setOpen}
        side={side}
        label={t('Difficulty')}
        className={styles.panel}
        trigger={
          <Button
            ref={anchor}
            variant="secondary"
            size={compact ? 'sm' : 'md'}
            disabled={disabled}
            loading={busy}
            aria-haspopup="listbox"
            aria-labelledby={`${listId}-label ${listId}-value`}
            data-testid="difficulty-anchor"
          >
            <span id={`${listId}-value`}>{difficultyLabel(t, value)}</span>
          </Button>
        }
      >
        <ul
          role="listbox"
          tabIndex={0}
          aria-labelledby={`${listId}-label`}
          aria-activedescendant={optionId(picker.activeIndex)}
          className={styles.list}
          onKeyDown={onKeyDown}
          data-side={side}
          data-testid="difficulty-popup"
        >
          {DIFFICULTY_LEVELS.map((level, index) => (
            <li
              key={level}
              id={optionId(index)}
              role="option"
              aria-selected={level === value}
              className={cx(styles.option, index === picker.activeIndex && styles.active, level === value && styles.selected)}
              onClick={() => choose(level)}
              onMouseEnter={() => dispatch({ type: 'movedTo', index })}
            >
              <span className={styles.points}>{level}</span>
              <span>{t(effortLabel(level))}</span>
            </li>
          ))}
        </ul>
      </Popover>
    </div>
  );
}
