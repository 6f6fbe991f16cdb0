import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { PlanPerson, StudyPlanDetails } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { loadStudyPlanSummary, resourceOf, useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, CancelThen, Dialog, FormError, formStyles, ResourceContent } from '@studydesk/shared/ui';
import { idleSubmission, submissionReducer } from '@studydesk/shared/forms';
import { emptyPlanForm, planFormFrom, toCreateRequest, toUpdateRequest, validatePlanForm, type PlanFormErrors, type PlanFormValues } from '../model/plan-form';
import { PlanFamilyFields, PlanPeopleFields, PlanTextFields } from './plan-fields';

export interface PlanFormDialogProps {
  open: boolean;
  /** the plan to edit; null creates one */
  planId: number | null;
  /** for a new plan: group (true) or individual */
  isGroup: boolean;
  /** for a new individual plan: its student */
  student?: PlanPerson | null;
  onClose: () => void;
  onSaved: (plan: StudyPlanDetails) => void;
}

type Loaded = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; before: PlanFormValues };

const FORM_ID = 'sd-admin-plan-form';

/** Create or edit a study plan; a failed save keeps the form and shows the server's message. */
export function PlanFormDialog({ open, planId, isGroup, student, onClose, onSaved }: PlanFormDialogProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [values, setValues] = useState<PlanFormValues>(() => emptyPlanForm(isGroup));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [submission, dispatch] = useReducer(submissionReducer, idleSubmission);
  // read by the effect, keyed by id: a parent's new object for the same student must not reset the form
  const studentRef = useRef(student);
  studentRef.current = student;
  const studentId = student?.id;

  const summary = useResource(`study-plan/${planId}`, (signal) => loadStudyPlanSummary(planId ?? 0, signal), {
    enabled: open && planId !== null,
  });

  // a fresh form each time the dialog opens, for a new plan or another one
  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'reset' });
    setErrors({});
    if (planId !== null) return;
    const preset = studentRef.current;
    const fresh = emptyPlanForm(isGroup, preset ? [preset] : []);
    setValues(fresh);
    setLoaded({ status: 'ready', before: fresh });
  }, [open, planId, isGroup, studentId]);

  // an existing plan: its form follows the loaded summary
  useEffect(() => {
    if (!open || planId === null) return;
    if (summary.status === 'ready') {
      const form = planFormFrom(summary.data);
      setValues(form);
      setLoaded({ status: 'ready', before: form });
    } else if (summary.status === 'failed') {
      setLoaded({ status: 'failed', error: summary.error });
    } else {
      setLoaded({ status: 'loading' });
    }
  }, [open, planId, summary.status, summary.data, summary.error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loaded.status !== 'ready' || submission.status === 'submitting') return;
    const found = validatePlanForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch({ type: 'submitted' });
    try {
      const { data } = planId === null
        ? await call(endpoints.studyPlans.create, { body: toCreateRequest(values) })
        : await call(endpoints.studyPlans.update, { body: toUpdateRequest(planId, loaded.before, values) });
      const saved = data.studyPlan;
      dispatch({ type: 'succeeded' });
      toast.success(planId === null ? t('Study plan {code} created', { code: saved.code }) : t('Study plan {code} saved', { code: saved.code }));
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error);
      dispatch({ type: 'failed', error: message });
      toast.error(message);
    }
  }

  // the form state follows the summary (an edit) or starts empty (a new plan): shown once it has
  const form = resourceOf(
    { data: loaded.status === 'ready' ? loaded : undefined, loading: loaded.status === 'loading', error: loaded.status === 'failed' ? loaded.error : null },
    summary.reload,
  );
  const group = planId === null ? isGroup : values.isGroup;
  const title = planId === null ? (group ? t('New group') : t('New study plan')) : t('Edit {title}', { title: loaded.status === 'ready' ? loaded.before.title : '' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      size="lg"
      closeOnOutsideClick={false}
      footer={
        <CancelThen onCancel={onClose}>
          <Button variant="primary" type="submit" form={FORM_ID} loading={submission.status === 'submitting'} disabled={loaded.status !== 'ready'}>
            {planId === null ? t('Create') : t('Save')}
          </Button>
        </CancelThen>
      }
    >
      <ResourceContent resource={form}>
        {() => (
          <div className={formStyles.form}>
            <form id={FORM_ID} className={formStyles.form} onSubmit={submit} noValidate>
              <FormError message={submission.error} />
              <PlanTextFields values={values} errors={errors} onChange={setValues} />
              <PlanFamilyFields values={values} onChange={setValues} />
            </form>
            <PlanPeopleFields values={{ ...values, isGroup: group }} errors={errors} onChange={setValues} lockedStudent={!group && Boolean(student)} />
          </div>
        )}
      </ResourceContent>
    </Dialog>
  );
}
