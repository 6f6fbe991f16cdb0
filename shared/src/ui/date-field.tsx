import { useState, type CSSProperties } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
// the library's own stylesheet: its classes all start with rdp-, so it restyles nothing else
import 'react-day-picker/style.css';
import { DATE_FORMAT, formatDayText, parseDayText } from '@studydesk/shared/dates';
import { currentLanguage, formatLongDate, formatMonthYear, type t as translate, useT, weekdayNames } from '@studydesk/shared/i18n';
import { CalendarIcon, cx, FieldFrame, fieldStyles, IconButton, splitFieldProps, type TextFieldProps } from '@studydesk/shared/ui/core';
import { Popover } from './popover';
import styles from './date-field.module.css';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'placeholder' | 'inputMode' | 'maxLength'> {
  /** the day as typed, DD/MM/YYYY (docs/product-rules.md#r-date-1); may be partial while typing */
  value: string;
  onChange: (text: string) => void;
}

// the picker in the kit's colours and sizes (inline custom properties beat its own defaults)
const PICKER_LOOK = {
  '--rdp-accent-color': 'var(--sd-color-primary)',
  '--rdp-accent-background-color': 'var(--sd-color-primary-soft)',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
  '--rdp-nav-height': '2.25rem',
  '--rdp-nav_button-height': '2rem',
  '--rdp-nav_button-width': '2rem',
} as CSSProperties;

/** Monday 0 … Sunday 6, as weekdayNames() lists them. */
const mondayFirst = (date: Date) => (date.getDay() + 6) % 7;
const dayOf = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** The picker's month caption, weekday names and aria labels in the user's language (its own are English). */
function pickerTexts(t: typeof translate): Pick<DayPickerProps, 'formatters' | 'labels' | 'lang'> {
  const short = weekdayNames('short');
  const long = weekdayNames('long');
  return {
    lang: currentLanguage(),
    formatters: {
      formatCaption: (month) => formatMonthYear(month.getMonth() + 1, month.getFullYear()),
      formatWeekdayName: (weekday) => short[mondayFirst(weekday)],
    },
    labels: {
      labelGrid: (month) => formatMonthYear(month.getMonth() + 1, month.getFullYear()),
      labelNav: () => t('Months'),
      labelNext: () => t('Next month'),
      labelPrevious: () => t('Previous month'),
      labelWeekday: (weekday) => long[mondayFirst(weekday)],
      labelDayButton: (date, modifiers) => [formatLongDate(dayOf(date)), modifiers.today ? t('today') : '', modifiers.selected ? t('selected') : ''].filter(Boolean).join(', '),
    },
  };
}

/**
 * A date typed as DD/MM/YYYY, with a calendar beside it to pick one instead (arrow keys
 * move by day and week, Page Up/Down by month, Enter picks, Escape closes and gives
 * focus back to the calendar button). What is typed stays the value.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [frame, { value, onChange, disabled, ...input }] = splitFieldProps(props);
  const typed = parseDayText(value);
  const selected = typed ? new Date(typed.year, typed.month - 1, typed.day) : undefined;
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={styles.row}>
          <input
            {...input}
            {...control}
            className={cx(fieldStyles.control, styles.input)}
            placeholder={t(DATE_FORMAT)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
          <Popover
            open={open}
            onOpenChange={setOpen}
            align="end"
            label={t('Choose a date')}
            className={styles.popover}
            trigger={
              <IconButton variant="secondary" className={styles.button} aria-label={t('Choose a date')} disabled={disabled}>
                <CalendarIcon />
              </IconButton>
            }
          >
            <DayPicker
              mode="single"
              style={PICKER_LOOK}
              selected={selected}
              defaultMonth={selected}
              weekStartsOn={1}
              {...pickerTexts(t)}
              autoFocus
              onSelect={(day) => {
                if (!day) return;
                onChange(formatDayText({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }));
                setOpen(false);
              }}
            />
          </Popover>
        </div>
      )}
    </FieldFrame>
  );
}
