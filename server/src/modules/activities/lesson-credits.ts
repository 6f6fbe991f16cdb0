import type { Kysely } from 'kysely';
import type { LessonOutcome } from '@studydesk/shared/contracts';
import type { Activity, Database } from '../../db/schema';
import { absenceAlertsFollow, type AlertContext } from '../absence-alerts';
import { syncLessonCredits, type CreditsChange } from '../make-up-credits';
import { readSiteSettings } from '../site-settings';

type Db = Kysely<Database>;

/**
 * What a change of the lesson's outcome does to its make-up credits (docs/product-rules.md#r-pay-2)
 * and to the absence alerts of its plan (docs/product-rules.md#r-absence-3), as an `also` effect
 * of the update's transaction; `result` holds the credits' counts once it ran.
 */
export async function lessonCreditsFollow(
  db: Db,
  alerts: AlertContext,
  activity: Pick<Activity, 'id' | 'study_plan_id' | 'start_time'>,
  outcome: LessonOutcome | null,
  now: number,
) {
  const { payPolicy, timeZone } = await readSiteSettings(db);
  const alertsFollow = await absenceAlertsFollow(db, alerts, activity.study_plan_id, now);
  const result: CreditsChange = { earned: 0, withdrawn: 0, kept: 0 };
  const startTime = activity.start_time === null ? null : Number(activity.start_time);
  const also = async (trx: Db) => {
    Object.assign(result, await syncLessonCredits(trx, { id: activity.id, studyPlanId: activity.study_plan_id, startTime, outcome }, payPolicy, timeZone, now));
    await alertsFollow(trx);
  };
  return { result, also };
}
