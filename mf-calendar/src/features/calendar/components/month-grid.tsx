import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DayWithActivities } from '@studydesk/shared/contracts';
import type { MonthOfYear } from '@studydesk/shared/dates';
import { formatLongDate, useT, weekdayNames } from '@studydesk/shared/i18n';
import { cx } from '@studydesk/shared/ui';
import { monthGrid, moveDay, type GridKey } from '../model/month-grid';
import styles from './calendar.module.css';

const GRID_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

export interface MonthGridProps {
  month: MonthOfYear;
  dates: readonly DayWithActivities[];
  today: MonthOfYear & { day: number };
  selectedDay: number | null;
  onSelect: (day: number) => void;
  /** a key moved past the month's edge: show the neighbouring month, focus `day` there */
  onStepMonth: (delta: -1 | 1, day: number) => void;
}

/**
 * The month as a grid (WAI-ARIA date grid): one day in the tab order, arrow keys move
 * between days and weeks, Home/End to the week's ends, PageUp/PageDown by a month,
 * Enter or Space selects.
 */
export function MonthGrid({ month, dates, today, selectedDay, onSelect, onStepMonth }: MonthGridProps) {
  const t = useT();
  const weeks = monthGrid(month, dates, today);
  const isThisMonth = today.month === month.month && today.year === month.year;
  const [focusDay, setFocusDay] = useState<number>(selectedDay ?? (isThisMonth ? today.day : 1));
  const days = weeks.flat().filter((cell) => cell !== null).length;
  const active = Math.min(focusDay, days);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) refs.current.get(active)?.focus();
    moved.current = false;
  }, [active, month.month, month.year]);

  // weekday and day names in the user's language
  const short = weekdayNames('short');
  const long = weekdayNames('long');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: number) => {
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveDay(day, event.key as GridKey, month);
    moved.current = true;
    setFocusDay(next.day);
    if (next.monthStep !== 0) onStepMonth(next.monthStep, next.day);
  };

  return (
    <table className={styles.grid} role="grid" aria-label={t('Days of the month')}>
      <thead>
        <tr>
          {short.map((name, i) => (
            <th key={name} scope="col" abbr={long[i]} className={styles.weekday}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((cell, i) =>
              cell === null ? (
                <td key={`pad-${i}`} className={styles.pad} />
              ) : (
                <td key={cell.day} aria-selected={selectedDay === cell.day}>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) refs.current.set(cell.day, node);
                      else refs.current.delete(cell.day);
                    }}
                    tabIndex={cell.day === active ? 0 : -1}
                    className={cx(
                      styles.day,
                      cell.hasLessons && styles.hasLessons,
                      cell.pending && styles.pending,
                      cell.isToday && styles.today,
                      selectedDay === cell.day && styles.selected,
                    )}
                    aria-current={cell.isToday ? 'date' : undefined}
                    aria-label={[
                      formatLongDate({ year: month.year, month: month.month, day: cell.day }),
                      cell.isToday ? t('today') : '',
                      cell.pending ? t('lessons pending') : cell.hasLessons ? t('lessons') : '',
                    ]
                      .filter(Boolean)
                      .join(', ')}
                    data-day={cell.day}
                    data-pending={cell.pending || undefined}
                    data-lessons={cell.hasLessons || undefined}
                    onClick={() => {
                      setFocusDay(cell.day);
                      onSelect(cell.day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, cell.day)}
                  >
                    <span className={styles.dayNumber}>{cell.day}</span>
                    {cell.hasLessons ? <span className={styles.marker} aria-hidden="true" /> : null}
                  </button>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
