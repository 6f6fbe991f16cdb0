import { escapeHtml } from '../../mail/templates';
import type { Mailer } from '../../mail/mailer';

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
 * cards it made: a digest, never a mail per card.
 */
export async function sendApprovalDigest(mailer: Mailer, input: DigestInput): Promise<void> {
  const { plan, created, waiting } = input;
  const link = `${input.publicUrl}/admin/study-plans/${plan.id}/retention`;
  const name = `${plan.code} ${plan.title}`.trim();
  const subject = `${created} new flashcard${created === 1 ? '' : 's'} to approve: ${name}`;
  const lines = [
    'Hello,',
    `${created} new flashcard${created === 1 ? ' was' : 's were'} made from the lessons of ${name}; ${waiting} now wait${waiting === 1 ? 's' : ''} for approval.`,
    'Review them here:',
    link,
  ];
  const html = [
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p>${escapeHtml(lines[1])}</p>`,
    `<p>${escapeHtml(lines[2])}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  await mailer.send({ to: input.to, subject, text: lines.join('\n\n'), html, purpose: 'retention-digest', refId: plan.id, link });
}
