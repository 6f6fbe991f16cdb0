import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState, PageHeader } from '@studydesk/shared/ui';
import styles from './study-plan-page.module.css';

export interface StudentStudyPlanProps {
  /** the plan to show; null when the student has none */
  planId: number | null;
}

/**
 * The student's study plan (spec §1 "Plan's Details, Goal, Progress"): the study-plan
 * view mf-teacher exposes, mounted read-only (students may only comment).
 */
export function StudentStudyPlan({ planId }: StudentStudyPlanProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('My study plan')} className={styles.header} />
      {planId === null ? (
        <EmptyState title={t('You have no study plan yet')} description={t('Your school will add you to one.')} />
      ) : (
        <RemoteParcel id="mf_teacher/study-plan-view" parcelProps={{ planId, readOnly: true }} />
      )}
    </div>
  );
}
