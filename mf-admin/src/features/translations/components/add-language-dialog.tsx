import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { Language } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, CancelThen, Dialog, FormError, formStyles, TextField } from '@studydesk/shared/ui';
import { toAddLanguageRequest, validateLanguageForm, type LanguageForm, type LanguageFormErrors } from '../model/language-form';

const FORM_ID = 'sd-add-language';
const EMPTY: LanguageForm = { code: '', name: '' };

export interface AddLanguageDialogProps {
  open: boolean;
  existing: readonly string[];
  onClose: () => void;
  onAdded: (language: Language) => void;
}

/** Adds a language by code and name; it shows English until translated. */
export function AddLanguageDialog({ open, existing, onClose, onAdded }: AddLanguageDialogProps) {
  const t = useT();
  const [form, setForm] = useState<LanguageForm>(EMPTY);
  const [errors, setErrors] = useState<LanguageFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (saving) return;
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLanguageForm(form, existing);
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const { language } = (await call(endpoints.dictionary.addLanguage, { body: toAddLanguageRequest(form) })).data;
      toast.success(t('{language} added', { language: language.name }));
      setForm(EMPTY);
      onAdded(language);
    } catch (error) {
      const message = t(errorMessage(error));
      setFailure(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('Add a language')}
      description={t('Its texts show in English until they are translated.')}
      size="sm"
      footer={
        <CancelThen onCancel={close}>
          <Button variant="primary" type="submit" form={FORM_ID} loading={saving}>
            {t('Add language')}
          </Button>
        </CancelThen>
      }
    >
      <form id={FORM_ID} className={formStyles.form} onSubmit={submit} noValidate>
        <FormError message={failure} />
        <TextField
          label={t('Code')}
          hint={t('Like es, fr or pt-BR')}
          value={form.code}
          error={errors.code && t(errors.code.key, errors.code.params)}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setForm({ ...form, code: e.target.value })}
        />
        <TextField
          label={t('Name')}
          hint={t('As its speakers write it, e.g. Italiano')}
          value={form.name}
          error={errors.name && t(errors.name.key, errors.name.params)}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
