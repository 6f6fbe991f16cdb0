import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mailKey } from '../../mail/mail-keys';
import { languageOfAddress, mailTexts } from '../../mail/mail-texts';
import type { Mailer } from '../../mail/mailer';
import { greeting, mailBody } from '../../mail/templates';

const SUBJECT = mailKey('{count, plural, one {# new flashcard to approve: {name}} other {# new flashcards to approve: {name}}}');
const MADE = mailKey('{count, plural, one {# new flashcard was made from the lessons of {name}.} other {# new flashcards were made from the lessons of {name}.}}');
const WAITING = mailKey('{count, plural, one {# card now waits for approval.} other {# cards now wait for approval.}}');
const REVIEW = mailKey('Review them here:');

export interface DigestInput {
  to: string;
  plan: { id: number; code: string; title: string };
  /** cards made by this generation */
  created: number;
  /** all the plan's cards now waiting */
  waiting: number;
  publicUrl: string;
}

/**
 * One message to the site's retention manager for a whole generation, however many
 * cards it made: a digest, never a mail per card. Worded in the language of the account
 * with the manager's address (English when no account has it), counts through plural forms.
 */
export async function sendApprovalDigest(db: Kysely<Database>, mailer: Mailer, input: DigestInput): Promise<void> {
  const { plan, created, waiting } = input;
  const texts = await mailTexts(db, await languageOfAddress(db, input.to));
  const { t } = texts;
  const link = `${input.publicUrl}/admin/study-plans/${plan.id}/retention`;
  const name = `${plan.code} ${plan.title}`.trim();
  const subject = t(SUBJECT, { count: created, name });
  const body = mailBody(
    [
      { lines: [greeting(texts, '')] },
      {
        lines: [
          t(MADE, { count: created, name }),
          t(WAITING, { count: waiting }),
        ],
      },
      { lines: [t(REVIEW)], link },
    ],
    texts.language,
  );
  await mailer.send({ to: input.to, subject, ...body, purpose: 'retention-digest', refId: plan.id, link });
}
