import { shiftMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { IconButton } from './button';
import { cx } from './class-names';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './month-selector.module.css';

export interface MonthSelectorProps {
  /** 1–12 */
  month: number;
  year: number;
  /** -1 previous month, +1 next month */
  onStep: (delta: -1 | 1) => void;
  /** latest month that may be chosen (e.g. the current one); no limit by default */
  max?: MonthOfYear;
  min?: MonthOfYear;
  disabled?: boolean;
  className?: string;
}

function index({ month, year }: MonthOfYear): number {
  return year * 12 + month;
}

/** The month selector of docs/product-rules.md#r-table-2. */
export function MonthSelector({ month, year, onStep, max, min, disabled, className }: MonthSelectorProps) {
  const t = useT();
  const previous = shiftMonth({ month, year }, -1);
  const next = shiftMonth({ month, year }, 1);
  return (
    <div className={cx(styles.selector, className)} role="group" aria-label={t('Month')}>
      <IconButton
        aria-label={t('Previous month')}
        size="sm"
        disabled={disabled || (min !== undefined && index(previous) < index(min))}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <span className={styles.label} aria-live="polite">
        {formatMonthYear(month, year)}
      </span>
      <IconButton
        aria-label={t('Next month')}
        size="sm"
        disabled={disabled || (max !== undefined && index(next) > index(max))}
        onClick={() => onStep(1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}
