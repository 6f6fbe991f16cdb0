import type { Kysely } from 'kysely';
import type { LessonOutcome, PayPolicy } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { countCreditsInMonth, insertCredit, planStudents, studentsCreditedBy, withdrawUnusedCredits } from './queries/credits';
import { creditExpiry, creditMonth, lessonEarnsCredits, withinCap } from './rules';

type Db = Kysely<Database>;

export interface CreditsChange {
  earned: number;
  withdrawn: number;
  /** credits of the lesson a make-up lesson already used: they stay */
  kept: number;
}

/**
 * Brings a lesson's credits in line with its outcome (docs/product-rules.md#r-pay-2), in the
 * caller's transaction: an outcome the policy credits gives each student of the lesson who
 * has none from it one credit, within the cap of their month; any other outcome takes back
 * the unused ones. Running it twice changes nothing.
 */
export async function syncLessonCredits(
  db: Db,
  lesson: { id: number; studyPlanId: number; startTime: number | null; outcome: LessonOutcome | null },
  policy: PayPolicy,
  timeZone: string,
  now: number,
): Promise<CreditsChange> {
  if (!lessonEarnsCredits(lesson.outcome, policy)) {
    const { withdrawn, kept } = await withdrawUnusedCredits(db, lesson.id);
    return { earned: 0, withdrawn, kept };
  }
  const month = creditMonth(lesson.startTime, now, timeZone);
  const already = await studentsCreditedBy(db, lesson.id);
  let earned = 0;
  for (const studentId of await planStudents(db, lesson.studyPlanId)) {
    if (already.has(studentId)) continue;
    if (!withinCap(await countCreditsInMonth(db, studentId, month), policy)) continue;
    await insertCredit(db, { studentId, planId: lesson.studyPlanId, activityId: lesson.id, month, createdAt: now, expiresAt: creditExpiry(now, policy) });
    earned += 1;
  }
  return { earned, withdrawn: 0, kept: 0 };
}
