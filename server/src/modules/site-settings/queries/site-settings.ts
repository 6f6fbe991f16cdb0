import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY, DEFAULT_REMINDER_TIME, DESIRED_RETENTION_DEFAULT, type AbsenceRule, type PayPolicy } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { ensureSiteDefaults } from '../../../seed/site-defaults';
import { absenceRulesOrDefault, payPolicyOrDefault, timeZoneOrDefault } from '../rules';
import { settingsCache } from '../settings-cache';

type Db = Kysely<Database>;

export interface SiteSettings {
  timeZone: string;
  retentionManagerEmail: string;
  desiredRetention: number;
  /** docs/product-rules.md#r-pay-1 */
  payPolicy: PayPolicy;
  currency: string;
  /** local 'HH:mm' at which reminders and digests go out (docs/product-rules.md#r-mail-1) */
  reminderTime: string;
  /** '' until named (docs/product-rules.md#r-setup-3) */
  schoolName: string;
  /** the language of new people */
  defaultLanguage: string;
  /** docs/product-rules.md#r-absence-2 */
  absenceRules: readonly AbsenceRule[];
}

/** The one settings row, its zone checked (see timeZoneOrDefault); from memory while the server caches it. */
export function readSiteSettings(db: Db): Promise<SiteSettings> {
  return settingsCache.read(db, 'settings', () => loadSiteSettings(db));
}

async function loadSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select(['time_zone', 'retention_manager_email', 'desired_retention', 'pay_policy', 'currency', 'reminder_time', 'school_name', 'default_language', 'absence_rules'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    timeZone: timeZoneOrDefault(row?.time_zone),
    retentionManagerEmail: row?.retention_manager_email ?? '',
    desiredRetention: row?.desired_retention ?? DESIRED_RETENTION_DEFAULT,
    payPolicy: payPolicyOrDefault(row?.pay_policy),
    currency: row?.currency ?? DEFAULT_CURRENCY,
    reminderTime: row?.reminder_time ?? DEFAULT_REMINDER_TIME,
    schoolName: row?.school_name ?? '',
    defaultLanguage: row?.default_language ?? 'en',
    absenceRules: absenceRulesOrDefault(row?.absence_rules),
  };
}

/** The site time zone every date is shown and every month is cut in; UTC if the stored one is unknown to this runtime. */
export async function siteTimeZone(db: Db): Promise<string> {
  return (await readSiteSettings(db)).timeZone;
}

/** Saves the settings given; those left out stay as they are. */
export async function saveSiteSettings(db: Db, settings: Partial<SiteSettings>): Promise<void> {
  await ensureSiteDefaults(db);
  await db
    .updateTable('site_settings')
    .set({
      time_zone: settings.timeZone,
      retention_manager_email: settings.retentionManagerEmail,
      desired_retention: settings.desiredRetention,
      pay_policy: settings.payPolicy && JSON.stringify(settings.payPolicy),
      currency: settings.currency,
      reminder_time: settings.reminderTime,
      school_name: settings.schoolName,
      default_language: settings.defaultLanguage,
      absence_rules: settings.absenceRules && JSON.stringify(settings.absenceRules),
    })
    .where('id', '=', 1)
    .execute();
  settingsCache.changed(db);
}
