/**
 * The database as Kysely sees it. One schema for SQLite and PostgreSQL, so it keeps to
 * types both store the same way:
 * - instants are integers of epoch milliseconds (UTC); shown in the site time zone;
 * - flags are integers 0/1 (SQLite has no boolean, PostgreSQL's would come back as true/false);
 * - ids are integer identities.
 * Migrations in ./migrations create exactly this.
 */
import type { ColumnType, Generated, Insertable, RawBuilder, Selectable } from 'kysely';
import type { CommentAudience, LessonOutcome } from '@studydesk/shared/contracts';

type Flag = 0 | 1;
/** epoch milliseconds, UTC */
type Instant = number;
type CreatedAt = ColumnType<Instant, Instant | undefined, never>;

/** a guardian reads, never changes, the plans of the students linked to them (docs/product-rules.md#r-guard-1) */
export type ProfileType = 'admin' | 'teacher' | 'student' | 'guardian';
export type ActivityType = 'activity' | 'spotlight' | 'evaluation' | 'milestone';
export type TokenPurpose = 'invite' | 'reset';

export interface UsersTable {
  id: Generated<number>;
  /** stored lower-case; unique */
  email: string;
  password_hash: string | null;
  profile: ProfileType;
  first_name: string;
  last_name: string;
  title: string;
  /** language code of the dictionary, e.g. 'en' */
  language: string;
  /** server-chosen file name under DATA_DIR/uploads, or null */
  profile_pic: string | null;
  archived: Flag;
  /** accent- and case-folded "first last email title" for search */
  search_text: string;
  /** start of the latest lesson of this student (docs/product-rules.md#r-page-1: students ordered by lastLesson) */
  last_lesson_at: Instant | null;
  /** a student's date of birth, `YYYY-MM-DD`, as an import gave it (docs/product-rules.md#r-import-1); null when not known */
  birth_date: string | null;
  /** when the person was last archived; null while active (docs/product-rules.md#r-privacy-5) */
  archived_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  created_at: CreatedAt;
  updated_at: Instant;
}

export interface StudyPlansTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  goal: string;
  /** CEFR A1..C2 or null */
  level: string | null;
  is_group: Flag;
  /** language of the lesson content, for sentence splitting in retention */
  language: string;
  retention_text: string;
  retention_text_size: number;
  /** the audience new comments take (docs/product-rules.md#r-comment-1) */
  comment_audience: ColumnType<CommentAudience, CommentAudience | undefined, CommentAudience>;
  /** a linked guardian may answer the progress questions for the student (docs/product-rules.md#r-guard-3) */
  guardians_answer: ColumnType<Flag, Flag | undefined, Flag>;
  archived: Flag;
  /** accent- and case-folded "code title" for search */
  search_text: string;
  created_at: CreatedAt;
  updated_at: Instant;
}

export interface StudyPlanTeachersTable {
  study_plan_id: number;
  teacher_id: number;
}

export interface StudyPlanMembersTable {
  study_plan_id: number;
  student_id: number;
}

export interface ActivitiesTable {
  id: Generated<number>;
  study_plan_id: number;
  /** the teacher who teaches (taught) it; teaching time and payment count per teacher */
  teacher_id: number | null;
  type: ActivityType;
  lesson_title: string;
  description: string;
  start_time: Instant | null;
  /** number of lessons (a lesson is one hour of teaching time); spec default 0 */
  lesson_length: number;
  meeting_start_time: Instant | null;
  meeting_end_time: Instant | null;
  /** 1, 3, 5, 8, 13 or 21 */
  difficulty_level: number;
  is_completed: Flag;
  completed_at: Instant | null;
  /** how the lesson ended (docs/product-rules.md#r-pay-1); 'held' exactly when completed, null while it has none */
  outcome: ColumnType<LessonOutcome | null, LessonOutcome | null | undefined, LessonOutcome | null>;
  /** counts the lesson's changes: the SEQUENCE of its calendar event (docs/product-rules.md#r-cal-3) */
  revision: ColumnType<number, number | undefined, number | RawBuilder<number>>;
  /** 0 unpaid, 1 paid (a single activity's own state; the month state is derived) */
  paid: Flag;
  paid_at: Instant | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** per member of a group activity: attendance (student/studentMax) and feedback */
export interface ActivityMembersTable {
  activity_id: number;
  student_id: number;
  attended: Flag;
  feedback: string | null;
}

export interface CommentsTable {
  id: Generated<number>;
  activity_id: number;
  author_id: number;
  text: string;
  created_at: CreatedAt;
  /** who reads it (docs/product-rules.md#r-comment-1) */
  audience: ColumnType<CommentAudience, CommentAudience | undefined, CommentAudience>;
}

/** a teacher-month marked paid (docs/product-rules.md#r-paid-2 paid status of the month) */
export interface TeacherPaymentsTable {
  id: Generated<number>;
  teacher_id: number;
  year: number;
  /** 1..12 */
  month: number;
  /** 0 unpaid, 1 paid, 2 paid with additional hours */
  status: number;
  marked_by: number | null;
  marked_at: Instant | null;
}

/** every mark and unmark, month or single activity, for the record */
export interface PaymentEventsTable {
  id: Generated<number>;
  teacher_id: number;
  activity_id: number | null;
  year: number;
  month: number;
  action: 'mark' | 'unmark';
  actor_id: number;
  at: Instant;
}

export interface ProgressQuestionsTable {
  id: Generated<number>;
  study_plan_id: number;
  text: string;
  type: 'PERCENT' | 'NUMBER';
  /** a NUMBER question's unit ("words"); null without one, and always for PERCENT */
  unit: string | null;
  position: number;
  created_at: CreatedAt;
}

export interface ProgressAnswersTable {
  id: Generated<number>;
  question_id: number;
  user_id: number;
  /** who gave the answer for the member, when someone else did (docs/product-rules.md#r-guard-3) */
  answered_by: ColumnType<number | null, number | null | undefined, number | null>;
  text: string;
  created_at: CreatedAt;
}

export interface LanguagesTable {
  code: string;
  name: string;
}

export interface DictionaryTable {
  language: string;
  base_constant: string;
  /** '' when an admin emptied the cell: the language then shows the English text */
  text: string;
  /** when an admin last saved this cell; null for a text from the seed files, which a start may update */
  edited_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

/** one row, id 1 */
export interface SiteSettingsTable {
  id: number;
  time_zone: string;
  retention_manager_email: string;
  /** the recall probability student reviews aim at */
  desired_retention: ColumnType<number, number | undefined, number>;
  /** JSON of the PayPolicy; null = DEFAULT_PAY_POLICY (docs/product-rules.md#r-pay-1) */
  pay_policy: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 4217 code; amounts are integers of its minor unit */
  currency: ColumnType<string, string | undefined, string>;
  /** local 'HH:mm' at which reminders and digests go out (docs/product-rules.md#r-mail-1) */
  reminder_time: ColumnType<string, string | undefined, string>;
  /** signs mail opt-out links; '' until first used (docs/product-rules.md#r-mail-2) */
  mail_link_key: ColumnType<string, string | undefined, string>;
  /** shown in page titles, mails and payslips; '' until an admin names the school (docs/product-rules.md#r-setup-3) */
  school_name: ColumnType<string, string | undefined, string>;
  /** a dictionary language code: new people's language (docs/product-rules.md#r-setup-1) */
  default_language: ColumnType<string, string | undefined, string>;
  /** SHA-256 of the live first-run link's token, '' when there is none (docs/product-rules.md#r-setup-1) */
  setup_token_hash: ColumnType<string, string | undefined, string>;
  setup_token_expires_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** JSON of the AbsenceRules' list; null = DEFAULT_ABSENCE_RULES (docs/product-rules.md#r-absence-2) */
  absence_rules: ColumnType<string | null, string | null | undefined, string | null>;
}

/** a student's right to a make-up lesson (docs/product-rules.md#r-pay-2) */
export interface MakeUpCreditsTable {
  id: Generated<number>;
  student_id: number;
  study_plan_id: number;
  /** the lesson whose outcome earned it; null once that lesson is deleted (a used credit stays) */
  earned_by_activity_id: number | null;
  /** YYYYMM of the earning lesson's start in the site time zone: the cap per month counts these */
  month: string;
  created_at: Instant;
  /** open until then, unless used */
  expires_at: Instant;
  /** the make-up lesson that used it; null: not used */
  used_by_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RetentionSettingsTable {
  study_plan_id: number;
  /** JSON of the retention settings */
  settings: string;
  updated_at: Instant;
}

export interface FlashcardsTable {
  id: Generated<number>;
  study_plan_id: number;
  front: string;
  back: string;
  source_sentence: string;
  kind: ColumnType<'cloze' | 'term', 'cloze' | 'term' | undefined, 'cloze' | 'term'>;
  /** the word asked about, lower-cased: new cards never repeat one */
  target: ColumnType<string, string | undefined, string>;
  /** the lesson it was made from; null for the plan's retention text */
  activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  approved: Flag;
  /** what the term is: 'noun', 'verb', 'adjective', 'phrase'…; '' for cards from before it was kept */
  part_of_speech: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** a term and its meaning for one pair of languages, shared by every plan of the school (docs/product-rules.md#r-ret-4) */
export interface SchoolGlossaryTable {
  id: Generated<number>;
  language: string;
  meaning_language: string;
  term: string;
  term_key: string;
  meaning: string;
  source: 'card' | 'admin' | 'import';
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** FSRS state: 0 new, 1 learning, 2 review, 3 relearning */
export type ReviewStateValue = 0 | 1 | 2 | 3;

/** a student's scheduling state of a card they have reviewed (FSRS, as ts-fsrs keeps it) */
export interface ReviewCardsTable {
  student_id: number;
  card_id: number;
  /** the card's plan, copied so a plan's reviews are read without the cards table */
  study_plan_id: number;
  due: Instant;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: ReviewStateValue;
  last_review: Instant | null;
}

/** every grade given: the card's state before and after as JSON (audit, recomputing) */
export interface ReviewLogsTable {
  id: Generated<number>;
  card_id: number;
  student_id: number;
  study_plan_id: number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy */
  grade: number;
  reviewed_at: Instant;
  state_before: ReviewStateValue;
  state_after: ReviewStateValue;
  card_before: string;
  card_after: string;
  /** the id the device gave the review (unique per student); null for reviews from before 033 */
  client_id: string | null;
  /** the scheduler's parameters the review was graded with (JSON); null for reviews from before 033 */
  parameters: string | null;
}

/** the scheduler's parameters of a student (JSON); no row: the defaults */
export interface ReviewParametersTable {
  student_id: number;
  parameters: string;
  updated_at: Instant;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored */
  id: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Instant;
  /** absolute expiry */
  expires_at: Instant;
}

export interface OneTimeTokensTable {
  /** SHA-256 of the emailed token */
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: CreatedAt;
}

/** a change of a completed lesson's teacher or length: who, when, before and after */
export interface LessonChangesTable {
  id: Generated<number>;
  activity_id: number;
  study_plan_id: number;
  /** the lesson's start when it changed */
  start_time: Instant | null;
  changed_by: number;
  changed_at: CreatedAt;
  teacher_before: number | null;
  teacher_after: number | null;
  length_before: number;
  length_after: number;
}

/** fixed-window counters for login and forgot rate limits, shared by all instances */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Instant;
}

/** one private iCal feed per user, found by the SHA-256 of its secret */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
}

/**
 * a lesson that left a person's calendar feed (deleted, or moved to another teacher), kept
 * there as a cancelled event for 30 days (docs/product-rules.md#r-cal-4)
 */
export interface CancelledLessonEventsTable {
  activity_id: number;
  /** whose feed: the teacher or a member; their guardians read it through them */
  user_id: number;
  lesson_title: string;
  plan_title: string;
  plan_code: string;
  start_time: Instant;
  lesson_length: number;
  /** above every SEQUENCE the lesson's event was sent with */
  sequence: number;
  cancelled_at: Instant;
}

/** a kind of mail a person turned off (docs/product-rules.md#r-mail-2) */
export interface MailOptOutsTable {
  user_id: number;
  kind: string;
  created_at: CreatedAt;
}

/** a scheduled run of one kind for one local day, queued once across instances */
export interface ScheduledRunsTable {
  kind: string;
  day: string;
  created_at: CreatedAt;
}

/** a reminder or digest sent, so it is never sent twice (docs/product-rules.md#r-mail-1) */
export interface SentMailsTable {
  kind: string;
  subject_key: string;
  user_id: number;
  created_at: CreatedAt;
}

/** background work any instance may run, each job once (src/jobs/) */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  run_at: Instant;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: Instant | null;
  last_error: string | null;
  created_at: Instant;
  /** idempotency key, unique: a second enqueue with it is a no-op */
  key: string | null;
  /** fresh at each claim; finish/fail/extend need it (fencing) */
  claim_token: string | null;
  /** mails only: what kind of message, to whom (the "Outgoing mail" page) */
  kind: string | null;
  recipient: string | null;
  /** when the state last changed */
  updated_at: Instant | null;
}

/** a teacher's hourly rate, for individual or group plans or (null) both, from a day on (docs/product-rules.md#r-pay-3) */
export interface PayRatesTable {
  id: Generated<number>;
  teacher_id: number;
  kind: 'individual' | 'group' | null;
  /** minor units of the school currency per hour */
  amount_per_hour: number;
  /** YYYY-MM-DD in the site time zone */
  effective_from: string;
  created_by: number | null;
  created_at: Instant;
}

/** a closed teacher-month (docs/product-rules.md#r-pay-4): its lessons are paid */
export interface PayPeriodsTable {
  id: Generated<number>;
  teacher_id: number;
  year: number;
  month: number;
  closed_at: Instant;
  closed_by: number | null;
  lessons: number;
  hours: number;
  amount: number;
  adjustments_hours: number;
  adjustments_amount: number;
  currency: string;
}

/** a lesson as its period paid it: each lesson at most once */
export interface PayPeriodLessonsTable {
  period_id: number;
  activity_id: number;
  start_time: Instant;
  title: string;
  kind: 'individual' | 'group';
  outcome: LessonOutcome;
  hours: number;
  rate_per_hour: number | null;
  share_percent: number;
  amount: number;
}

/** a change to pay after its period closed, paid by the teacher's next closed period */
export interface PayAdjustmentsTable {
  id: Generated<number>;
  teacher_id: number;
  created_by: number | null;
  created_at: Instant;
  reason: string;
  hours: number;
  amount: number;
  activity_id: number | null;
  automatic: Flag;
  period_id: number | null;
}

/** An alert a rule raised for a student of a plan (docs/product-rules.md#r-absence-3); at most one open per plan, student and rule. */
export interface AbsenceAlertsTable {
  id: Generated<number>;
  study_plan_id: number;
  student_id: number;
  rule_id: string;
  /** JSON of the AbsenceRule as it was when raised */
  rule: string;
  /** JSON of the lessons that made it hold: [{ activityId, start, outcome }] */
  lessons: string;
  /** JSON of who was told: [{ id, name, profile }] */
  recipients: string;
  raised_at: Instant;
  /** when its pattern stopped holding */
  ended_at: Instant | null;
  /** when it closed: resolved by an admin, its pattern ended, or raised again after the cooldown */
  resolved_at: Instant | null;
  resolved_by: number | null;
  resolved_note: string | null;
}

/** Which students a guardian follows (docs/product-rules.md#r-guard-1); a student may have several guardians. */
export interface GuardianStudentsTable {
  guardian_id: number;
  student_id: number;
  created_at: CreatedAt;
}

/** A person's request for a copy of their data or for its erasure (docs/product-rules.md#r-privacy-2, #r-privacy-3). */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  kind: 'export' | 'erasure';
  /** null once the person's row was purged */
  person_id: number | null;
  /** what the list and the audit trail show instead of a name: "Student 4F2A" */
  person_label: string;
  requested_by: number | null;
  state: 'requested' | 'approved' | 'done' | 'refused' | 'expired';
  created_at: Instant;
  /** one month after the request (GDPR art. 12(3)) */
  due_at: Instant;
  decided_by: number | null;
  decided_at: Instant | null;
  done_at: Instant | null;
  /** an export's ZIP under DATA_DIR/exports */
  file_name: string | null;
  /** an export's link works until then */
  expires_at: Instant | null;
  /** an erasure: its kept pay and teaching records are purged after this */
  retain_until: Instant | null;
  purged_at: Instant | null;
}

/** Who did what about a person's data, never naming the person (docs/product-rules.md#r-privacy-6). */
export interface PrivacyAuditTable {
  id: Generated<number>;
  at: Instant;
  actor_id: number | null;
  action: string;
  request_id: number | null;
  /** the request's pseudonymous label */
  subject: string;
}

/** one row, id 1 (docs/product-rules.md#r-privacy-4, #r-privacy-5) */
export interface PrivacySettingsTable {
  id: number;
  retention_years: ColumnType<number, number | undefined, number>;
  /** erase students archived for longer than this many months; null: off */
  leavers_after_months: number | null;
}

export interface Database {
  users: UsersTable;
  study_plans: StudyPlansTable;
  study_plan_teachers: StudyPlanTeachersTable;
  study_plan_members: StudyPlanMembersTable;
  activities: ActivitiesTable;
  activity_members: ActivityMembersTable;
  comments: CommentsTable;
  teacher_payments: TeacherPaymentsTable;
  payment_events: PaymentEventsTable;
  progress_questions: ProgressQuestionsTable;
  progress_answers: ProgressAnswersTable;
  languages: LanguagesTable;
  dictionary: DictionaryTable;
  site_settings: SiteSettingsTable;
  retention_settings: RetentionSettingsTable;
  flashcards: FlashcardsTable;
  school_glossary: SchoolGlossaryTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limits: RateLimitsTable;
  calendar_feeds: CalendarFeedsTable;
  cancelled_lesson_events: CancelledLessonEventsTable;
  lesson_changes: LessonChangesTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  review_parameters: ReviewParametersTable;
  jobs: JobsTable;
  mail_opt_outs: MailOptOutsTable;
  scheduled_runs: ScheduledRunsTable;
  sent_mails: SentMailsTable;
  make_up_credits: MakeUpCreditsTable;
  pay_rates: PayRatesTable;
  pay_periods: PayPeriodsTable;
  pay_period_lessons: PayPeriodLessonsTable;
  pay_adjustments: PayAdjustmentsTable;
  guardian_students: GuardianStudentsTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_audit: PrivacyAuditTable;
  privacy_settings: PrivacySettingsTable;
  absence_alerts: AbsenceAlertsTable;
}

export type User = Selectable<UsersTable>;
export type StudyPlan = Selectable<StudyPlansTable>;
export type Activity = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;
