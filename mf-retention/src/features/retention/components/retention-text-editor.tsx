import { useState, type FormEvent } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { RETENTION_TEXT_MAX_LENGTH } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, FormError, SelectField, TextAreaField } from '@studydesk/shared/ui';
import { saveRetentionText } from '../api/save-retention-text';
import styles from './retention.module.css';

const SIZES = [10, 12, 14, 16, 18, 20, 24, 28].map((size) => ({ value: String(size), label: `${size} pt` }));

export interface RetentionTextEditorProps {
  planId: number;
  text: string;
  size: number;
}

/** The text the plan's retention material draws on, and the size it is shown and printed at. */
export function RetentionTextEditor({ planId, text: savedText, size: savedSize }: RetentionTextEditorProps) {
  const t = useT();
  const [saved, setSaved] = useState({ text: savedText, size: savedSize });
  const [text, setText] = useState(savedText);
  const [size, setSize] = useState(savedSize);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = text !== saved.text || size !== saved.size;
  const sizes = SIZES.some((option) => option.value === String(size)) ? SIZES : [...SIZES, { value: String(size), label: `${size} pt` }];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !dirty) return;
    setSaving(true);
    setError(null);
    try {
      const result = await saveRetentionText({ studyPlanId: planId, retentionText: text, retentionTextSize: size });
      setSaved({ text: result.retentionText, size: result.retentionTextSize });
      toast.success(t('Retention text saved'));
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('Retention text')}>
      <form className={styles.fieldset} onSubmit={submit} noValidate>
        <FormError message={error} />
        <TextAreaField
          label={t('Text')}
          hint={t('What was read, taught or corrected: cards and reading practice draw on it.')}
          rows={6}
          maxLength={RETENTION_TEXT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <SelectField label={t('Text size')} options={sizes} value={String(size)} onChange={(value) => setSize(Number(value))} />
        {text.trim() ? (
          <p className={styles.preview} style={{ fontSize: `${size}pt` }} aria-label={t('Preview')} data-testid="retention-text-preview">
            {text}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" loading={saving} disabled={!dirty}>
            {t('Save text')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
