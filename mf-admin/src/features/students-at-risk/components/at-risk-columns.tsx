import type { AbsenceAlert } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import { ABSENCE_RULE_LABELS, absenceRuleParams } from '@studydesk/shared/enums';
import type { useT } from '@studydesk/shared/i18n';
import { studyPlanPath } from '@studydesk/shared/routes';
import { Button, textStyles, type DataTableColumn } from '@studydesk/shared/ui';
import { Link } from 'react-router-dom';
import { planName, studentName, toldNames } from '../model/alert-text';

type T = ReturnType<typeof useT>;

/** Student, rule, plan (a link to it), the lessons' dates, since when, who was told, and Resolve. */
export function atRiskColumns(t: T, zone: string, resolve: (alert: AbsenceAlert) => void): DataTableColumn<AbsenceAlert>[] {
  return [
    { id: 'student', header: t('Student'), cell: (alert) => studentName(alert), primary: true, width: '12rem' },
    { id: 'rule', header: t('Rule'), cell: (alert) => t(ABSENCE_RULE_LABELS[alert.rule.kind], absenceRuleParams(alert.rule)) },
    { id: 'plan', header: t('Study plan'), cell: (alert) => <Link className={textStyles.link} to={studyPlanPath('admin', alert.plan.id, { title: planName(alert), studentId: alert.student.id })}>{planName(alert)}</Link> },
    { id: 'dates', header: t('Lessons'), cell: (alert) => alert.lessons.map((lesson) => formatDate(lesson.start, zone)).join(', '), hideOnPhone: true },
    { id: 'since', header: t('Since'), cell: (alert) => formatDate(alert.raisedAt, zone), width: '7rem' },
    { id: 'told', header: t('Told'), cell: (alert) => toldNames(alert), hideOnPhone: true },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      width: '7rem',
      cell: (alert) => (
        <Button size="sm" onClick={() => resolve(alert)} aria-label={t('Resolve the alert of {name}', { name: studentName(alert) })}>
          {t('Resolve')}
        </Button>
      ),
    },
  ];
}
