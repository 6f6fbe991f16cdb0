import type { Kysely } from 'kysely';
import { msg } from '@studydesk/shared/text';
import type { Database } from '../../db/schema';
import { languageOfAddress, mailTexts } from '../../mail/mail-texts';
import type { Mailer } from '../../mail/mailer';
import { greeting, mailBody } from '../../mail/templates';

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
  const subject = t(msg('{count, plural, one {# new flashcard to approve: {name}} other {# new flashcards to approve: {name}}}'), { count: created, name });
  const body = mailBody(
    [
      { lines: [greeting(texts, '')] },
      {
        lines: [
          t(msg('{count, plural, one {# new flashcard was made from the lessons of {name}.} other {# new flashcards were made from the lessons of {name}.}}'), { count: created, name }),
          t(msg('{count, plural, one {# card now waits for approval.} other {# cards now wait for approval.}}'), { count: waiting }),
        ],
      },
      { lines: [t(msg('Review them here:'))], link },
    ],
    texts.language,
  );
  await mailer.send({ to: input.to, subject, ...body, purpose: 'retention-digest', refId: plan.id, link });
}
