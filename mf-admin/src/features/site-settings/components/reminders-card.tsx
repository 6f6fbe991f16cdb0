import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, cx, ErrorState, FormError, formStyles, Spinner, TextField } from '@studydesk/shared/ui';
import { toReminderTime } from '../model/reminder-time';
import styles from './site-settings.module.css';

const loadSchedule = async (signal: AbortSignal) => (await call(endpoints.reminders.getSchedule, { signal })).data;

/**
 * When the day's lesson reminders and teachers' digests go out, in the site time zone
 * (docs/product-rules.md#r-mail-1).
 */
export function RemindersCard() {
  const t = useT();
  const schedule = useResource('reminder-schedule', loadSchedule);
  return (
    <Card title={t('Reminders')} data-testid="reminders">
      {schedule.status === 'loading' && !schedule.data ? (
        <Spinner label={t('Loading')} />
      ) : schedule.status === 'failed' ? (
        <ErrorState message={schedule.error} onRetry={schedule.reload} compact />
      ) : schedule.data ? (
        <ReminderTimeForm saved={schedule.data.time} />
      ) : null}
    </Card>
  );
}

function ReminderTimeForm({ saved }: { saved: string }) {
  const t = useT();
  const [value, setValue] = useState(saved);
  const [stored, setStored] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toReminderTime(value);
    setError(checked.error);
    if (checked.time === null || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const { data } = await call(endpoints.reminders.saveSchedule, { body: { time: checked.time } });
      setStored(data.time);
      setValue(data.time);
      toast.success(t('Sending time saved'));
    } catch (caught) {
      setFailure(errorMessage(caught));
      toast.error(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={cx(formStyles.form, styles.form)} onSubmit={submit} noValidate>
      <FormError message={failure} />
      <TextField
        label={t('Sending time')}
        hint={t("Every day at this time, in the site's time zone, students get a reminder of tomorrow's lessons and teachers their daily digest.")}
        type="time"
        name="reminder-time"
        value={value}
        readOnly={saving}
        error={error ? t(error) : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="primary" type="submit" loading={saving} disabled={value === stored && !error}>
          {t('Save sending time')}
        </Button>
      </div>
    </form>
  );
}
