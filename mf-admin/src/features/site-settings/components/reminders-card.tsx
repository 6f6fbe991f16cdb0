import { useState, type FormEvent } from 'react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { formatTime } from '@studydesk/shared/dates';
import { useSave, useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { cx, FormError, formStyles, FormSubmit, TextField, textStyles } from '@studydesk/shared/ui';
import { toReminderTime } from '../model/reminder-time';
import { SettingCard } from './setting-card';
import styles from './site-settings.module.css';

const loadSchedule = async (signal: AbortSignal) => (await call(endpoints.reminders.getSchedule, { signal })).data;

/**
 * When the day's lesson reminders and teachers' digests go out, in the site time zone
 * (docs/product-rules.md#r-mail-1).
 */
export function RemindersCard() {
  const t = useT();
  return (
    <SettingCard title={t('Reminders')} testId="reminders" resourceKey="reminder-schedule" load={loadSchedule}>
      {(data) => <ReminderTimeForm saved={data.time} sentAt={data.todaySentAt} />}
    </SettingCard>
  );
}

function ReminderTimeForm({ saved, sentAt: loadedSentAt }: { saved: string; sentAt: string | null }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const [value, setValue] = useState(saved);
  const [stored, setStored] = useState(saved);
  const [sentAt, setSentAt] = useState(loadedSentAt);
  const [error, setError] = useState<string | null>(null);
  const { saving, error: failure, save } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toReminderTime(value);
    setError(checked.error);
    const time = checked.time;
    if (time === null || saving) return;
    await save(async () => {
      const { data } = await call(endpoints.reminders.saveSchedule, { body: { time } });
      setStored(data.time);
      setValue(data.time);
      setSentAt(data.todaySentAt);
      toast.success(t('Sending time saved'));
    });
  }

  return (
    <form className={cx(formStyles.form, styles.form)} onSubmit={submit} noValidate>
      <FormError message={failure} />
      <TextField
        label={t('Sending time')}
        hint={t("Every day at this time, in the site's time zone, students get a reminder of tomorrow's lessons and teachers their daily digest.")}
        // text, not a time input: that shows the browser's clock (12:01 AM), the product shows HH:mm
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        name="reminder-time"
        value={value}
        readOnly={saving}
        error={error ? t(error) : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {sentAt ? (
        <p className={textStyles.muted} data-testid="reminders-sent-today">
          {t("Today's reminders and digests went out at {time}. A new sending time applies from tomorrow.", { time: formatTime(sentAt, zone) })}
        </p>
      ) : null}
      <FormSubmit saving={saving} disabled={value === stored && !error}>
        {t('Save sending time')}
      </FormSubmit>
    </form>
  );
}
