import type { LessonHistoryItem } from '@studydesk/shared/contracts';
import { formatDate, formatTime } from '@studydesk/shared/dates';
import { formatNumber, type t as translate } from '@studydesk/shared/i18n';
import { displayName, shorten } from '@studydesk/shared/text';
import { Badge, cx, type DataTableColumn } from '@studydesk/shared/ui';
import styles from '../lesson-history.module.css';
import { outcomeShown } from '../model/lesson-outcome';
import { LessonPaidCell } from './lesson-paid-cell';

export interface LessonColumnOptions {
  timeZone: string;
  canMarkPaid: boolean;
  saving: readonly number[];
  onToggle: (lesson: LessonHistoryItem, paid: boolean) => void;
}

function lessonName(lesson: LessonHistoryItem, timeZone: string): string {
  return `${lesson.studyPlan.title} ${formatDate(lesson.startTime, timeZone)} ${formatTime(lesson.startTime, timeZone)}`;
}

/** spec: by start, the plan, student(s), description, length, its outcome and (admins) a paid checkbox per lesson. */
export function lessonColumns(t: typeof translate, options: LessonColumnOptions): DataTableColumn<LessonHistoryItem>[] {
  const { timeZone } = options;
  return [
    { id: 'date', header: t('Date'), width: '7.5rem', cell: (lesson) => formatDate(lesson.startTime, timeZone) },
    { id: 'start', header: t('Start'), width: '5rem', cell: (lesson) => formatTime(lesson.startTime, timeZone) },
    {
      id: 'plan',
      header: t('Study plan'),
      primary: true,
      cell: (lesson) => <span className={cx(styles.plan, outcomeShown(lesson).cancelled && styles.cancelled)}>{lesson.studyPlan.title}</span>,
    },
    {
      id: 'students',
      header: t('Students'),
      cell: (lesson) => lesson.students.map((student) => displayName(student)).join(', ') || <span className={styles.muted}>—</span>,
    },
    {
      id: 'description',
      header: t('Description'),
      hideOnPhone: true,
      cell: (lesson) => <span title={lesson.description}>{shorten(lesson.description || lesson.lessonTitle)}</span>,
    },
    {
      id: 'length',
      header: t('Lessons'),
      align: 'end',
      width: '6rem',
      cell: (lesson) => <span className={styles.number}>{formatNumber(lesson.lessonLength)}</span>,
    },
    {
      id: 'outcome',
      header: t('Outcome'),
      width: '9.5rem',
      cell: (lesson) => {
        const shown = outcomeShown(lesson);
        return <Badge tone={shown.tone} data-outcome={lesson.outcome ?? 'none'}>{t(shown.label)}</Badge>;
      },
    },
    {
      id: 'paid',
      header: t('Paid'),
      width: '8.5rem',
      cell: (lesson) => (
        <LessonPaidCell
          lesson={lesson}
          name={lessonName(lesson, timeZone)}
          canMarkPaid={options.canMarkPaid}
          saving={options.saving.includes(lesson.id)}
          onToggle={options.onToggle}
        />
      ),
    },
  ];
}
