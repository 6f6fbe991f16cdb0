import { Link, useParams } from 'react-router-dom';
import { RemoteParcel } from '@studydesk/shared/federation';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { teachingTimeMonthParam, teachingTimePath } from '@studydesk/shared/routes';
import { ChevronLeftIcon, cx, textStyles } from '@studydesk/shared/ui';
import { TeacherPayPanel } from '../teacher-pay';
import styles from './lesson-history.module.css';

/**
 * /admin/lesson-history/{teacherId}/{date}: mf-teacher's lesson history, with paid
 * checkboxes, the teacher's pay (rates, closing the month, payslips) and the way back to
 * the teaching-time report on the month shown.
 */
export function LessonHistoryPage() {
  const t = useT();
  const { teacherId, date } = useParams();
  const month = teachingTimeMonthParam(date?.slice(0, 7) ?? null);
  return (
    <>
      <Link className={cx(textStyles.link, styles.back)} to={teachingTimePath(month ?? undefined)}>
        <ChevronLeftIcon />
        {month ? t('Teaching time, {month}', { month: formatMonthYear(month.month, month.year) }) : t('Teaching time')}
      </Link>
      <RemoteParcel id="mf_teacher/lesson-history" parcelProps={{ teacherId, date, canMarkPaid: true }} />
      {Number(teacherId) > 0 ? <TeacherPayPanel teacherId={Number(teacherId)} month={month} /> : null}
    </>
  );
}
