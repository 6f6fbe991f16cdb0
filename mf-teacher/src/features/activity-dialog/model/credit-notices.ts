import type { SetOutcomeResponse } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

export interface CreditNotice {
  key: string;
  params: { count: number };
}

/**
 * What an outcome did to the students' make-up credits, as the dialog says it
 * (docs/product-rules.md#r-pay-2): given, taken back, or kept because a make-up lesson used them.
 */
export function creditNotices({ creditsEarned, creditsWithdrawn, creditsKept }: Pick<SetOutcomeResponse, 'creditsEarned' | 'creditsWithdrawn' | 'creditsKept'>): CreditNotice[] {
  const notices: CreditNotice[] = [];
  if (creditsEarned > 0) notices.push({ key: msg('{count, plural, one {# make-up credit given} other {# make-up credits given}}'), params: { count: creditsEarned } });
  if (creditsWithdrawn > 0) notices.push({ key: msg('{count, plural, one {# unused make-up credit taken back} other {# unused make-up credits taken back}}'), params: { count: creditsWithdrawn } });
  if (creditsKept > 0) {
    notices.push({ key: msg('{count, plural, one {# make-up credit stays: a make-up lesson already used it} other {# make-up credits stay: make-up lessons already used them}}'), params: { count: creditsKept } });
  }
  return notices;
}
