import type { MailKind } from '@studydesk/shared/contracts';
import { formatDate, formatTime } from '@studydesk/shared/dates';
import { PATHS, guardianStudentPath } from '@studydesk/shared/routes';
import { mailKey } from '../../mail/mail-keys';
import type { MailTexts } from '../../mail/mail-texts';
import type { OutgoingMail } from '../../mail/mailer';
import { greeting, mailBody, type MailParagraph } from '../../mail/templates';
import type { LessonToRemind, TeacherDigest } from './queries/recipients';

const REMINDER_SUBJECT = mailKey('Lesson tomorrow at {time}: {plan}');
const REMINDER_LINE = mailKey('This is a reminder of your lesson tomorrow, {date} at {time}.');
const GUARDIAN_LINE = mailKey('This is a reminder of the lesson {name} has tomorrow, {date} at {time}.');
const PLAN_LINE = mailKey('Study plan: {plan}');
const LESSON_LINE = mailKey('Lesson: {title}');
const TEACHER_LINE = mailKey('Teacher: {name}');
const DIGEST_SUBJECT = mailKey('Your StudyDesk day ahead: {date}');
const DIGEST_LESSONS = mailKey('{count, plural, =0 {No lessons tomorrow.} one {# lesson tomorrow:} other {# lessons tomorrow:}}');
const DIGEST_LESSON = mailKey('{time} {plan}');
const DIGEST_COMMENTS = mailKey('{count, plural, one {# new comment on your study plans since yesterday.} other {# new comments on your study plans since yesterday.}}');
const DIGEST_CARDS = mailKey('{count, plural, one {# flashcard waits for approval.} other {# flashcards wait for approval.}}');
const OPEN_APP = mailKey('Open StudyDesk:');
const OPT_OUT: Record<MailKind, string> = {
  'lesson-reminder': mailKey('You receive this because lesson reminders are on for you. To stop them, use this link:'),
  'teacher-digest': mailKey('You receive this because the daily digest is on for you. To stop it, use this link:'),
  'absence-alert': mailKey('You receive this because absence alerts are on for you. To stop them, use this link:'),
};

export interface MailContext {
  texts: MailTexts;
  zone: string;
  publicUrl: string;
  /** the person's opt-out link for this kind */
  optOutLink: string;
}

type Composed = Omit<OutgoingMail, 'to' | 'refId'>;

/** A mail's body with the person's opt-out link of its kind at the end (docs/product-rules.md#r-mail-2). */
export function withOptOut(kind: MailKind, context: MailContext, paragraphs: MailParagraph[]) {
  return mailBody([...paragraphs, { lines: [context.texts.t(OPT_OUT[kind])], link: context.optOutLink }], context.texts.language);
}

/** The student a guardian's reminder is about: the mail names them and links to their page. */
export interface GuardianOf {
  studentId: number;
  studentName: string;
}

/**
 * The day-before reminder of one lesson, to one student (linking to the student home), or to a
 * guardian of `student` (linking to the guardian's page of that student, docs/product-rules.md#r-guard-2)
 * (docs/product-rules.md#r-mail-1).
 */
export function lessonReminderMail(lesson: LessonToRemind, firstName: string, context: MailContext, student?: GuardianOf): Composed {
  const { t } = context.texts;
  const time = formatTime(lesson.startTime, context.zone);
  const date = formatDate(lesson.startTime, context.zone);
  const details = [t(PLAN_LINE, { plan: lesson.planName })];
  if (lesson.lessonTitle) details.push(t(LESSON_LINE, { title: lesson.lessonTitle }));
  if (lesson.teacherName) details.push(t(TEACHER_LINE, { name: lesson.teacherName }));
  const link = `${context.publicUrl}${student ? guardianStudentPath(student.studentId) : PATHS.student.home}`;
  return {
    subject: t(REMINDER_SUBJECT, { time, plan: lesson.planName }),
    ...withOptOut('lesson-reminder', context, [
      { lines: [greeting(context.texts, firstName)] },
      { lines: [student ? t(GUARDIAN_LINE, { name: student.studentName, date, time }) : t(REMINDER_LINE, { date, time }), ...details] },
      { lines: [t(OPEN_APP)], link },
    ]),
    purpose: 'lesson-reminder',
    link,
  };
}

/** A teacher's daily digest: tomorrow's lessons, new comments, cards waiting for approval. */
export function teacherDigestMail(digest: TeacherDigest, tomorrow: number, context: MailContext): Composed {
  const { t } = context.texts;
  const lessons = digest.lessons.map((lesson) => t(DIGEST_LESSON, { time: formatTime(lesson.startTime, context.zone), plan: lesson.planName }));
  const news = [];
  if (digest.newComments > 0) news.push(t(DIGEST_COMMENTS, { count: digest.newComments }));
  if (digest.cardsWaiting > 0) news.push(t(DIGEST_CARDS, { count: digest.cardsWaiting }));
  const link = `${context.publicUrl}${PATHS.teacher.home}`;
  return {
    subject: t(DIGEST_SUBJECT, { date: formatDate(tomorrow, context.zone) }),
    ...withOptOut('teacher-digest', context, [
      { lines: [greeting(context.texts, digest.teacher.firstName)] },
      { lines: [t(DIGEST_LESSONS, { count: digest.lessons.length }), ...lessons] },
      ...(news.length > 0 ? [{ lines: news }] : []),
      { lines: [t(OPEN_APP)], link },
    ]),
    purpose: 'teacher-digest',
    link,
  };
}
