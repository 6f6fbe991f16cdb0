import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
// the library's own stylesheet: its classes all start with rdp-, so it restyles nothing else
import 'react-day-picker/style.css';
import { formatDayText, parseDayText } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { IconButton } from './button';
import { cx } from './class-names';
import { CalendarIcon } from './icons';
import { Popover } from './popover';
import { FieldFrame, fieldStyles } from './field';
import type { TextFieldProps } from './text-field';
import styles from './date-field.module.css';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'placeholder' | 'inputMode' | 'maxLength'> {
  /** the day as typed, DD/MM/YYYY (spec §9); may be partial while typing */
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

/**
 * A date typed as DD/MM/YYYY, with a calendar beside it to pick one instead (arrow keys
 * move by day and week, Page Up/Down by month, Enter picks, Escape closes and gives
 * focus back to the calendar button). What is typed stays the value.
 */
export function DateField({ value, onChange, disabled, className, label, ...field }: DateFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const typed = parseDayText(value);
  const selected = typed ? new Date(typed.year, typed.month - 1, typed.day) : undefined;
  const { hideLabel, hint, error, fieldSize, id, required, ...input } = field;
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} size={fieldSize} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className={styles.row}>
          <input
            {...input}
            id={controlId}
            required={required}
            className={cx(fieldStyles.control, styles.input)}
            aria-invalid={invalid || undefined}
            aria-describedby={cx(describedBy, input['aria-describedby']) || undefined}
            placeholder="DD/MM/YYYY"
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
