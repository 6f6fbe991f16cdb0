import { useCallback, useMemo } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { resourceOf } from '@studydesk/shared/data';
import { RemoteParcel } from '@studydesk/shared/federation';
import { msg, useT } from '@studydesk/shared/i18n';
import type { ActivityDto } from '@studydesk/shared/contracts';
import { useAuthState } from '@studydesk/shared/session';
import { cx, layoutStyles, Page, PageHeader, ResourceContent } from '@studydesk/shared/ui';
import { ActivityDialog, useActivityDialog, useOpenRequests } from '../../activity-dialog';
import { listView, type ViewList } from '../model/study-plan-view-reducer';
import { useStudyPlanView } from '../model/use-study-plan-view';
import { ActivityList } from './activity-list';
import { ForecastCard } from './forecast-card';
import { AbsenceAlertsCard } from './absence-alerts-card';
import { MakeUpCreditsCard } from './make-up-credits-card';
import { PlanDetails } from './plan-details';
import { PlanHeader } from './plan-header';
import styles from './study-plan-view.module.css';

export interface StudyPlanViewProps {
  planId: number;
  /** the student's view: comments only */
  readOnly?: boolean;
  /** 1 when the view is the page (teacher route); 2 inside another page */
  headingLevel?: 1 | 2;
  /** shown while the plan loads (the route's ?title) */
  fallbackTitle?: string;
  /** only the two lists (and their dialog): the host page shows the title, details, goal, speed and a calendar */
  lessonsOnly?: boolean;
}

/** The two paged lists, lessons first. */
const LISTS: Array<{ list: ViewList; testId: string; title: string; emptyText: string }> = [
  { list: 'activities', testId: 'activities-list', title: msg('Activities'), emptyText: msg('No activities yet') },
  { list: 'spotlights', testId: 'spotlights-list', title: msg('Spotlights'), emptyText: msg('No spotlights, evaluations or milestones yet') },
];

/** The study-plan view (docs/product-rules.md#r-act-3): plan details, activities and spotlights, the activity dialog. */
export function StudyPlanView({ planId, readOnly = false, headingLevel = 2, fallbackTitle = '', lessonsOnly = false }: StudyPlanViewProps) {
  const t = useT();
  const view = useStudyPlanView(planId);
  const dialog = useActivityDialog(view.listener);
  // the calendar's agenda on this page opens this plan's lessons here
  useOpenRequests(dialog, (request) => request.studyPlanId === planId);
  const { profile } = useAuthState();
  const { state } = view;
  const plan = state.plandata;
  const canEdit = !readOnly && Boolean(plan?.canEdit);
  const title = plan?.title ?? fallbackTitle;
  // Props that stay the same while the activity dialog changes, so the (memoised) header,
  // lists and cards do not re-render with it: opening the dialog draws only the dialog.
  const { open: openDialog } = dialog;
  const { loadMore } = view;
  const shownPlanId = plan?.id;
  const openActivity = useCallback(
    (activity: ActivityDto) => {
      if (shownPlanId !== undefined) openDialog(shownPlanId, activity);
    },
    [openDialog, shownPlanId],
  );
  const more = useMemo(() => ({ activities: () => loadMore('activities'), spotlights: () => loadMore('spotlights') }), [loadMore]);

  if (!plan) {
    // the plan comes with the first page of either list; the view below draws it
    const error = state.error.activities ?? state.error.spotlights;
    const waiting = resourceOf({ data: undefined, loading: !error, error: error ? errorMessage(error) : null }, view.reload);
    return (
      <Page as="div" className={cx(styles.view, lessonsOnly && styles.lessonsOnly)}>
        {lessonsOnly ? null : <PageHeader level={headingLevel} title={title || t('Study plan')} />}
        <ResourceContent resource={waiting} compact={false}>
          {() => null}
        </ResourceContent>
      </Page>
    );
  }

  const header = lessonsOnly ? null : (
    <PlanHeader
      planId={plan.id}
      title={title}
      subtitle={`${plan.code}${plan.isArchived ? ` · ${t('Archived')}` : ''}`}
      level={headingLevel}
      role={profile?.profile === 'admin' ? 'admin' : 'teacher'}
      canEdit={canEdit}
      onNewActivity={openDialog}
    />
  );
  return (
    <Page as="div" className={cx(styles.view, lessonsOnly && styles.lessonsOnly)} data-testid="study-plan-view">
      {header}
      {lessonsOnly ? null : <PlanDetails state={state} dispatch={view.dispatch} editable={canEdit} onSaveDescription={view.saveDescription} />}
      <div className={cx(layoutStyles.columns, styles.lists)}>
        {LISTS.map(({ list, testId, title, emptyText }) => (
          <ActivityList
            key={list}
            testId={testId}
            title={t(title)}
            emptyText={t(emptyText)}
            {...listView(state, list)}
            isGroup={plan.isGroup}
            onMore={more[list]}
            onRetry={view.reload}
            onOpen={openActivity}
            onDifficultyChange={canEdit ? view.changeDifficulty : undefined}
            savingIds={view.savingIds}
          />
        ))}
      </div>
      {profile?.profile === 'student' ? null : <AbsenceAlertsCard planId={plan.id} showStudent />}
      <MakeUpCreditsCard planId={plan.id} showStudent={profile?.profile !== 'student'} />
      {canEdit ? <ForecastCard planId={plan.id} /> : null}
      {canEdit ? <RemoteParcel id="mf_student/progress" parcelProps={{ planId: plan.id }} /> : null}
      {lessonsOnly ? null : <RemoteParcel id="mf_calendar/calendar" parcelProps={{ scope: { kind: 'plan', planId: plan.id }, readOnly: !canEdit }} />}
      <ActivityDialog dialog={dialog} canEdit={canEdit} />
    </Page>
  );
}
