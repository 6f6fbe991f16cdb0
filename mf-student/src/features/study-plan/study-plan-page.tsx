import { useReducer } from 'react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { STUDENT_DASHBOARD_SECTIONS, type StudentDashboardSection } from '@studydesk/shared/enums';
import { useResource } from '@studydesk/shared/data';
import { withOfflineCopy } from '@studydesk/shared/offline';
import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Card, EmptyState, Page, PageHeader, ResourceContent, SectionNav, cx, initialSections, layoutStyles, sectionClass, sectionsReducer } from '@studydesk/shared/ui';
import { ProgressPanel } from '../progress';
import { GoalPanel } from './components/goal-panel';
import { OfflineCopyNote } from './components/offline-copy-note';
import { PlanFacts } from './components/plan-facts';
import { PlanSwitcher } from './components/plan-switcher';
import { StudentHeader } from './components/student-header';
import { chosenPlanId } from './model/chosen-plan';
import styles from './study-plan-page.module.css';

export interface StudentStudyPlanProps {
  /** the route's plan (NaN when the URL's is not a number); null on /student/home: the student's own plan, else their first */
  planId: number | null;
  /**
   * A guardian's view of one linked student (docs/product-rules.md#r-guard-2): that
   * student's plans, lessons, calendar and progress, read-only. Absent: the signed-in
   * student's own page.
   */
  studentId?: number;
}

const SECTION_IDS: Record<StudentDashboardSection, string> = {
  "Plan's Details": 'student-plan-details',
  Goal: 'student-goal',
  Progress: 'student-progress',
};

/**
 * The student's study plan (docs/product-rules.md#r-role-1, docs/product-rules.md#r-route-3 /student/home and /student/study-plans/{planId}):
 * Plan's Details, Goal and Progress, side by side on wide screens and one at a time with
 * section links on small ones (the first open by default). A student in several plans
 * switches between them; each has its own URL.
 */
export function StudentStudyPlan({ planId, studentId }: StudentStudyPlanProps) {
  const t = useT();
  const { profile } = useAuthState();
  const plansKey = `own-plans:${studentId ?? 'self'}`;
  // offline, the copy this device kept, with the time it was loaded
  const plans = useResource(plansKey, (signal) => withOfflineCopy(plansKey, async () => (await call(endpoints.progress.own, { query: { studentId }, signal })).data.progress.plans));
  const planList = plans.data?.data;
  const [sections, dispatch] = useReducer(sectionsReducer<StudentDashboardSection>, STUDENT_DASHBOARD_SECTIONS, initialSections);
  // a guardian's student page opens on the student's first plan
  const shown = chosenPlanId(planList ?? [], studentId === undefined ? (profile?.studyplan ?? null) : null, planId);
  const plan = planList?.find((candidate) => candidate.id === shown);
  const calendarOf = studentId ?? profile?.id;

  const header = studentId === undefined
    ? <PageHeader title={t('My study plan')} subtitle={plan ? `${plan.title} · ${plan.code}` : undefined} className={styles.header} />
    : <StudentHeader studentId={studentId} subtitle={plan ? `${plan.title} · ${plan.code}` : undefined} className={styles.header} />;
  if (shown === null || !(Number.isInteger(shown) && shown > 0)) {
    return (
      <Page as="div" sectioned>
        {header}
        {shown !== null ? (
          <EmptyState title={t('This study plan does not exist')} />
        ) : (
          // with the plans here and none chosen, there is none
          <ResourceContent resource={plans} compact={false}>
            {() => (
              <EmptyState
                title={studentId === undefined ? t('You have no study plan yet') : t('No study plan yet')}
                description={studentId === undefined ? t('Your school will add you to one.') : undefined}
              />
            )}
          </ResourceContent>
        )}
      </Page>
    );
  }
  return (
    <Page as="div" sectioned>
      {header}
      <OfflineCopyNote copiedAt={plans.data?.copiedAt ?? null} />
      {planList && planList.length > 1 ? <PlanSwitcher plans={planList} current={shown} studentId={studentId} /> : null}
      <SectionNav state={sections} ids={SECTION_IDS} label={t('Study plan sections')} dispatch={dispatch} />
      <div className={styles.layout} key={shown}>
        {/* no name of its own: the card inside is the "Plan's Details" region, and two landmarks of one name confuse screen readers */}
        <section id={SECTION_IDS["Plan's Details"]} className={sectionClass(sections, "Plan's Details", cx(layoutStyles.stack, styles.details))}>
          {plan ? (
            <Card title={t("Plan's Details")} className={styles.facts}>
              <PlanFacts plan={plan} />
            </Card>
          ) : null}
          <RemoteParcel id="mf_teacher/study-plan-view" className={styles.wide} parcelProps={{ planId: shown, readOnly: true, title: plan?.title, lessonsOnly: true }} />
          {calendarOf !== undefined ? (
            <RemoteParcel id="mf_calendar/calendar" className={styles.wide} parcelProps={{ scope: { kind: 'student', studentId: calendarOf }, readOnly: true }} />
          ) : null}
        </section>
        <Card id={SECTION_IDS.Goal} className={sectionClass(sections, 'Goal', styles.goal)} title={t('Goal')}>
          <GoalPanel planId={shown} />
        </Card>
        <Card id={SECTION_IDS.Progress} className={sectionClass(sections, 'Progress', styles.progress)} title={t('Progress')}>
          <ProgressPanel planId={shown} studentId={studentId} />
        </Card>
      </div>
    </Page>
  );
}
