import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../src/db/schema';
import { SEND_MAIL_JOB } from '../../src/modules/outbox';
import { TEST_NOW, insertActivity, insertStudyPlan, insertUser } from './factories';

/** A student with data in every module, a classmate in their group plan, their teacher (with a rate) and guardian. */
export interface PersonEverywhere {
  student: User;
  classmate: User;
  teacher: User;
  guardian: User;
  admin: User;
  groupPlanId: number;
  picture: string;
}

const MONTH_AGO = TEST_NOW - 30 * 86_400_000;

/** Seeds it directly (one row or two per table), so the export and the erasure have something everywhere (docs/product-rules.md#r-privacy-3). */
export async function seedPersonEverywhere(app: FastifyInstance): Promise<PersonEverywhere> {
  const db = app.db;
  const picture = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png';
  fs.mkdirSync(app.uploads.dir, { recursive: true });
  fs.writeFileSync(path.join(app.uploads.dir, picture), Buffer.from('picture bytes'));
  const student = await insertUser(db, { first_name: 'Zuzanna', last_name: 'Quixley', email: 'zuzanna.quixley@example.test', profile_pic: picture, birth_date: '2012-05-01' });
  const classmate = await insertUser(db, { first_name: 'Bartholomew', last_name: 'Inkwell' });
  const teacher = await insertUser(db, { profile: 'teacher', first_name: 'Teodora', last_name: 'Stave' });
  const guardian = await insertUser(db, { profile: 'guardian', first_name: 'Gustav', last_name: 'Parentson' });
  const admin = await insertUser(db, { profile: 'admin' });
  const group = await insertStudyPlan(db, { is_group: 1 }, { teacherIds: [teacher.id], memberIds: [student.id, classmate.id] });
  const own = await insertStudyPlan(db, { is_group: 0 }, { teacherIds: [teacher.id], memberIds: [student.id] });
  await db.insertInto('pay_rates').values({ teacher_id: teacher.id, kind: null, amount_per_hour: 3000, effective_from: '2020-01-01', created_by: admin.id, created_at: MONTH_AGO }).execute();
  const lessons = [];
  for (const plan of [group, own]) {
    for (const start of [MONTH_AGO, MONTH_AGO + 7 * 86_400_000]) {
      lessons.push(await insertActivity(db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: start, is_completed: 1, completed_at: start + 3_600_000, outcome: 'held', created_by: teacher.id }));
    }
  }
  const [groupLesson, , ownLesson] = lessons;
  await db.insertInto('activity_members').values([
    { activity_id: groupLesson.id, student_id: student.id, attended: 1, feedback: 'Zuzanna Quixley enjoyed the reading' },
    { activity_id: groupLesson.id, student_id: classmate.id, attended: 1, feedback: 'Bartholomew enjoyed it too' },
  ]).execute();
  await db.insertInto('comments').values([
    { activity_id: groupLesson.id, author_id: student.id, text: 'Zuzanna here: I loved it', audience: 'student' },
    { activity_id: groupLesson.id, author_id: classmate.id, text: 'Classmate comment stays', audience: 'student' },
    { activity_id: ownLesson.id, author_id: teacher.id, text: 'Zuzanna needs more practice with verbs', audience: 'student' },
  ]).execute();
  const question = await db.insertInto('progress_questions').values({ study_plan_id: group.id, text: 'Words learnt', type: 'NUMBER', unit: 'words', position: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('progress_answers').values([
    { question_id: question.id, user_id: student.id, answered_by: guardian.id, text: '40' },
    { question_id: question.id, user_id: classmate.id, text: '35' },
  ]).execute();
  const card = await db.insertInto('flashcards').values({ study_plan_id: group.id, front: 'der Hund', back: 'the dog', source_sentence: 'Der Hund bellt.', approved: 1, updated_at: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
  for (const who of [student, classmate]) {
    await db.insertInto('review_cards').values({ student_id: who.id, card_id: card.id, study_plan_id: group.id, due: TEST_NOW, stability: 1, difficulty: 5, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 2, last_review: MONTH_AGO }).execute();
    await db.insertInto('review_logs').values({ card_id: card.id, student_id: who.id, study_plan_id: group.id, grade: 3, reviewed_at: MONTH_AGO, state_before: 0, state_after: 2, card_before: '{}', card_after: '{}' }).execute();
  }
  await db.insertInto('review_parameters').values({ student_id: student.id, parameters: '{}', updated_at: TEST_NOW }).execute();
  await db.insertInto('make_up_credits').values({ student_id: student.id, study_plan_id: own.id, earned_by_activity_id: ownLesson.id, month: '202602', created_at: MONTH_AGO, expires_at: TEST_NOW + 86_400_000 }).execute();
  await db.insertInto('guardian_students').values({ guardian_id: guardian.id, student_id: student.id }).execute();
  await db.insertInto('calendar_feeds').values({ user_id: student.id, token_hash: 'f'.repeat(64) }).execute();
  await db.insertInto('cancelled_lesson_events').values({ activity_id: 999_999, user_id: student.id, lesson_title: 'Moved lesson', plan_title: 'Plan', plan_code: 'P', start_time: TEST_NOW, lesson_length: 1, sequence: 2, cancelled_at: TEST_NOW }).execute();
  await db.insertInto('mail_opt_outs').values({ user_id: student.id, kind: 'lesson-reminder' }).execute();
  await db.insertInto('sent_mails').values({ kind: 'lesson-reminder', subject_key: `${ownLesson.id}@1`, user_id: student.id }).execute();
  await db.insertInto('one_time_tokens').values({ token_hash: 'e'.repeat(64), user_id: student.id, purpose: 'reset', expires_at: TEST_NOW + 86_400_000, used_at: null }).execute();
  await db.insertInto('jobs').values({
    name: SEND_MAIL_JOB, state: 'done', run_at: MONTH_AGO, created_at: MONTH_AGO, updated_at: MONTH_AGO, kind: 'lesson-reminder', recipient: student.email,
    payload: JSON.stringify({ to: student.email, subject: 'Lesson tomorrow', text: 'Hello Zuzanna Quixley,', html: '', purpose: 'lesson-reminder', refId: 1 }),
  }).execute();
  await db.updateTable('site_settings').set({ retention_manager_email: student.email }).where('id', '=', 1).execute();
  return { student, classmate, teacher, guardian, admin, groupPlanId: group.id, picture };
}
