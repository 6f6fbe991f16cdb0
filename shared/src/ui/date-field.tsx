import { Suspense, useState } from 'react';
import { DATE_FORMAT, formatDayText, parseDayText } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { CalendarIcon, cx, FieldFrame, fieldStyles, IconButton, Spinner, splitFieldProps, type TextFieldProps } from '@studydesk/shared/ui/core';
import { Popover } from './popover';
import { lazyWhenIdle } from './use-when-idle';
import styles from './date-field.module.css';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'placeholder' | 'inputMode' | 'maxLength'> {
  /** the day as typed, DD/MM/YYYY (docs/product-rules.md#r-date-1); may be partial while typing */
  value: string;
  onChange: (text: string) => void;
}

/**
 * The calendar's code is fetched once the browser is idle after a date field has shown, so
 * no screen waits for it and the calendar usually opens at once; opened sooner, it shows a
 * spinner until its code is in.
 */
const { Component: DatePickerCalendar, usePreload: usePreloadCalendar } = lazyWhenIdle(
  () => import(/* webpackChunkName: "date-picker" */ './date-picker-calendar.js'),
  (module) => module.DatePickerCalendar,
);

/**
 * A date typed as DD/MM/YYYY, with a calendar beside it to pick one instead (arrow keys
 * move by day and week, Page Up/Down by month, Enter picks, Escape closes and gives
 * focus back to the calendar button). What is typed stays the value.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  usePreloadCalendar();
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
            <Suspense fallback={<Spinner size="sm" className={styles.calendarLoading} />}>
              <DatePickerCalendar
                selected={selected}
                onPick={(day) => {
                  onChange(formatDayText(day));
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover>
        </div>
      )}
    </FieldFrame>
  );
}
