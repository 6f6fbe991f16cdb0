import type { Kysely } from 'kysely';
import { formatDate } from '@studydesk/shared/dates';
import type { Database } from '../../db/schema';
import { mailKey } from '../../mail/mail-keys';
import { mailTexts } from '../../mail/mail-texts';
import type { OutgoingMail } from '../../mail/mailer';
import { greeting, mailBody } from '../../mail/templates';
import { readSiteSettings } from '../site-settings';

const SUBJECT = mailKey('Your copy of the data is ready');
const READY = mailKey('The copy of the data you asked for is ready. Sign in and download it with this link until {date}:');

/** The address an export's link goes to: its requester's, in their language (docs/product-rules.md#r-privacy-2). */
export async function exportReadyMail(db: Kysely<Database>, requesterId: number, link: string, expiresAt: number): Promise<OutgoingMail | null> {
  const to = await db.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', requesterId).executeTakeFirst();
  if (!to) return null;
  const texts = await mailTexts(db, to.language);
  const { timeZone } = await readSiteSettings(db);
  const body = mailBody([{ lines: [greeting(texts, to.first_name)] }, { lines: [texts.t(READY, { date: formatDate(expiresAt, timeZone) })], link }], texts.language);
  return { to: to.email, subject: texts.t(SUBJECT), ...body, purpose: 'data-export', refId: requesterId, link };
}
