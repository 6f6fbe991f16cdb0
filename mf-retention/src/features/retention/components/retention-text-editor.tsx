import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import { RETENTION_TEXT_MAX_LENGTH } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { SelectField, TextAreaField } from '@studydesk/shared/ui';
import { SaveCard } from './save-card';
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
  const { saving, error, save } = useSave();
  const dirty = text !== saved.text || size !== saved.size;
  const sizes = SIZES.some((option) => option.value === String(size)) ? SIZES : [...SIZES, { value: String(size), label: `${size} pt` }];

  function submit() {
    if (saving || !dirty) return;
    void save(async () => {
      const { data: result } = await call(endpoints.retention.saveText, { body: { studyPlanId: planId, retentionText: text, retentionTextSize: size } });
      setSaved({ text: result.retentionText, size: result.retentionTextSize });
      toast.success(t('Retention text saved'));
    });
  }

  return (
    <SaveCard title={t('Retention text')} onSubmit={submit} saving={saving} error={error} submitLabel={t('Save text')} submitDisabled={!dirty}>
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
    </SaveCard>
  );
}
