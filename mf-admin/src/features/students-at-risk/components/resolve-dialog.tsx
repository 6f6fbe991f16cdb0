import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { AbsenceAlert } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, CancelThen, Dialog, FormError, TextAreaField } from '@studydesk/shared/ui';
import { studentName } from '../model/alert-text';

/** Closes an open alert with a note of what was done (docs/product-rules.md#r-absence-4). */
export function ResolveDialog({ alert, onClose, onResolved }: { alert: AbsenceAlert | null; onClose: () => void; onResolved: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const { saving, error, save } = useSave();
  const close = () => {
    setNote('');
    onClose();
  };
  const resolve = async () => {
    if (!alert || note.trim() === '') return;
    await save(async () => {
      await call(endpoints.absenceAlerts.resolve, { params: { id: alert.id }, body: { note: note.trim() } });
      toast.success(t('Alert resolved'));
      setNote('');
      onResolved();
    });
  };
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('Resolve the alert of {name}', { name: alert ? studentName(alert) : '' })}
      closeOnOutsideClick={false}
      footer={
        <CancelThen onCancel={close}>
          <Button variant="primary" loading={saving} disabled={note.trim() === ''} onClick={() => void resolve()}>
            {t('Resolve')}
          </Button>
        </CancelThen>
      }
    >
      <FormError message={error} />
      <TextAreaField label={t('Note')} hint={t('What was done, for the plan\'s history.')} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
    </Dialog>
  );
}
