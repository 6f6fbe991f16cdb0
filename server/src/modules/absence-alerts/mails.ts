import type { AbsenceRule, ProfileType } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import { ABSENCE_RULE_LABELS, MARKED_ABSENT, OUTCOME_LABELS, absenceRuleParams } from '@studydesk/shared/enums';
import { studyPlanPath } from '@studydesk/shared/routes';
import { mailKey } from '../../mail/mail-keys';
import type { OutgoingMail } from '../../mail/mailer';
import { greeting, mailBody, type MailParagraph } from '../../mail/templates';
import { withOptOut, type MailContext } from '../reminders';
import type { StoredAlertLesson } from './queries/alerts';

const SUBJECT = mailKey('Absences of {name}: {plan}');
const INTRO = mailKey('{name} has missed lessons of {plan}: {rule}.');
const LESSONS = mailKey('The lessons:');
const LESSON_LINE = mailKey('{date}: {outcome}');
const OPEN_PLAN = mailKey('Open the study plan:');

/** What an alert's mail says: who, which plan, which rule, which lessons. */
export interface AlertMailSubject {
  alertId: number;
  planId: number;
  planName: string;
  studentId: number;
  studentName: string;
  rule: AbsenceRule;
  lessons: StoredAlertLesson[];
}

/** Who reads it: their name, profile (which page of the plan the link opens) and whether the mail carries an opt-out link. */
export interface AlertReader {
  firstName: string;
  email: string;
  profile: ProfileType;
}

/**
 * An alert's mail to one person, in their language (docs/product-rules.md#r-absence-3): the
 * student, the plan, the rule, each lesson's date and outcome, a link to the plan as that person
 * opens it; guardians and students also get their opt-out link (#r-mail-2), staff do not.
 */
export function absenceAlertMail(alert: AlertMailSubject, reader: AlertReader, context: MailContext): OutgoingMail {
  const { t } = context.texts;
  const rule = t(ABSENCE_RULE_LABELS[alert.rule.kind], absenceRuleParams(alert.rule));
  const lessons = alert.lessons.map((lesson) =>
    t(LESSON_LINE, { date: formatDate(lesson.start, context.zone), outcome: t(lesson.outcome === 'held' && lesson.absent ? MARKED_ABSENT : OUTCOME_LABELS[lesson.outcome]) }),
  );
  const link = `${context.publicUrl}${studyPlanPath(reader.profile, alert.planId, reader.profile === 'guardian' ? { studentId: alert.studentId } : {})}`;
  const paragraphs: MailParagraph[] = [
    { lines: [greeting(context.texts, reader.firstName)] },
    { lines: [t(INTRO, { name: alert.studentName, plan: alert.planName, rule })] },
    { lines: [t(LESSONS), ...lessons] },
    { lines: [t(OPEN_PLAN)], link },
  ];
  const optsOut = reader.profile === 'guardian' || reader.profile === 'student';
  return {
    to: reader.email,
    subject: t(SUBJECT, { name: alert.studentName, plan: alert.planName }),
    ...(optsOut ? withOptOut('absence-alert', context, paragraphs) : mailBody(paragraphs, context.texts.language)),
    purpose: 'absence-alert',
    refId: alert.alertId,
    link,
  };
}
