import { useCallback, useReducer, useState } from 'react';
import { TEACHER_DASHBOARD_SECTIONS, type TeacherDashboardSection } from '@studydesk/shared/enums';
import { RemoteParcel } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Card, Page, PageHeader, SectionNav, initialSections, sectionClass, sectionsReducer, useIdleAfter } from '@studydesk/shared/ui';
import { ActivityDialog } from '../activity-dialog';
import { useDashboardDialog } from './model/use-dashboard-dialog';
import { CommentsPanel } from './components/comments-panel';
import { RemindersPanel } from './components/reminders-panel';
import { StudyPlansTable } from './components/study-plans-table';
import styles from './components/dashboard.module.css';

const SECTION_IDS: Record<TeacherDashboardSection, string> = {
  'Study Plans': 'dashboard-study-plans',
  Reminders: 'dashboard-reminders',
  Comments: 'dashboard-comments',
};

/**
 * /teacher/home (docs/product-rules.md#r-dash-1): study plans, reminders and comments. Wide screens show all
 * three; small ones a header of section links and one section at a time.
 */
export function TeacherHome() {
  const t = useT();
  const { profile } = useAuthState();
  const [sections, dispatch] = useReducer(sectionsReducer<TeacherDashboardSection>, TEACHER_DASHBOARD_SECTIONS, initialSections);
  const dialog = useDashboardDialog();
  // The calendar sits below the table on every screen: it loads once the table has its
  // first page and the browser is idle after it, so its code, requests and first render
  // (a long task on a slow phone) neither compete with the rows nor block the first click.
  const [tableSettled, setTableSettled] = useState(false);
  const settleTable = useCallback(() => setTableSettled(true), []);
  const calendarDue = useIdleAfter(tableSettled);
  // Signing out clears the profile a moment before single-spa unmounts this screen with its
  // parcels; dropping the calendar from here in between makes single-spa find it already
  // unmounting and fail. So the calendar keeps the last teacher it was shown for.
  const [teacherId, setTeacherId] = useState<number | null>(profile?.id ?? null);
  if (profile && profile.id !== teacherId) setTeacherId(profile.id);

  return (
    <Page as="div" sectioned>
      <PageHeader title={t('Study plans')} />
      <SectionNav state={sections} ids={SECTION_IDS} label={t('Dashboard sections')} dispatch={dispatch} />
      <div className={styles.layout}>
        <section id={SECTION_IDS['Study Plans']} className={sectionClass(sections, 'Study Plans', styles.main)} aria-label={t('Study Plans')}>
          <StudyPlansTable onFirstPage={settleTable} />
        </section>
        <div className={styles.side}>
          <Card id={SECTION_IDS.Reminders} className={sectionClass(sections, 'Reminders')} title={t('Reminders')}>
            <RemindersPanel />
          </Card>
          <Card id={SECTION_IDS.Comments} className={sectionClass(sections, 'Comments')} title={t('Comments')}>
            <CommentsPanel />
          </Card>
        </div>
      </div>
      {teacherId !== null && calendarDue ? (
        <RemoteParcel id="mf_calendar/calendar" className={styles.calendar} parcelProps={{ scope: { kind: 'teacher', teacherId } }} />
      ) : null}
      <ActivityDialog dialog={dialog} canEdit />
    </Page>
  );
}
