import { memo } from 'react';
import type { MakeUpCreditDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { CREDIT_STATE_LABELS } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Card, cx, layoutStyles, ResourceContent, textStyles, type BadgeTone } from '@studydesk/shared/ui';
import { useMakeUpCredits } from '../model/use-make-up-credits';
import styles from './study-plan-view.module.css';

const TONES: Record<MakeUpCreditDto['state'], BadgeTone> = { open: 'success', used: 'neutral', expired: 'warning' };

/**
 * The plan's make-up credits with their expiry (docs/product-rules.md#r-pay-2): open, used (by
 * which lesson) or expired. A student sees their own; nothing is shown while there are none.
 * Memoised: the activity dialog's changes re-render the view around it, not this.
 */
export const MakeUpCreditsCard = memo(function MakeUpCreditsCard({ planId, showStudent }: { planId: number; showStudent: boolean }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const credits = useMakeUpCredits(planId);
  // nothing at all until there is a credit to show (or an error to say)
  if (credits.status !== 'failed' && !credits.data?.length) return null;
  return (
    <Card title={t('Make-up credits')} data-testid="make-up-credits">
      <ResourceContent resource={credits}>
        {(list) => (
          <ul className={cx(layoutStyles.list, styles.credits)}>
            {list.map((credit) => (
              <li key={credit.id} className={cx(layoutStyles.cluster, styles.credit)} data-testid="make-up-credit" data-state={credit.state}>
                <Badge tone={TONES[credit.state]}>{t(CREDIT_STATE_LABELS[credit.state])}</Badge>
                <span>
                  {showStudent ? <strong>{`${credit.student.firstName} ${credit.student.lastName}`} · </strong> : null}
                  {credit.earnedBy
                    ? t('For {lesson} on {date}', { lesson: credit.earnedBy.lessonTitle, date: formatDate(credit.earnedBy.startTime, zone) || t('Not scheduled') })
                    : t('For a lesson since deleted')}
                </span>
                <span className={textStyles.muted}>
                  {credit.state === 'used' && credit.usedBy
                    ? t('Used by {lesson} on {date}', { lesson: credit.usedBy.lessonTitle, date: formatDate(credit.usedBy.startTime, zone) || t('Not scheduled') })
                    : credit.state === 'expired'
                      ? t('Expired on {date}', { date: formatDate(credit.expiresAt, zone) })
                      : t('Expires on {date}', { date: formatDate(credit.expiresAt, zone) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ResourceContent>
    </Card>
  );
});
