import type { CSSProperties } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
// the library's own stylesheet: its classes all start with rdp-, so it restyles nothing else
import 'react-day-picker/style.css';
import { currentLanguage, formatLongDate, formatMonthYear, type t as translate, useT, weekdayNames } from '@studydesk/shared/i18n';
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

export interface DatePickerCalendarProps {
  /** the day the calendar opens on and shows as chosen */
  selected: Date | undefined;
  onPick: (day: { year: number; month: number; day: number }) => void;
}

/**
 * The calendar of DateField's popover. Its own module: with react-day-picker and date-fns
 * it is most of the kit's weight, and no screen needs it before a calendar is opened.
 */
export function DatePickerCalendar({ selected, onPick }: DatePickerCalendarProps) {
  const t = useT();
  return (
    <DayPicker
      mode="single"
      style={PICKER_LOOK}
      selected={selected}
      defaultMonth={selected}
      weekStartsOn={1}
      {...pickerTexts(t)}
      autoFocus
      onSelect={(day) => {
        if (day) onPick(dayOf(day));
      }}
    />
  );
}
