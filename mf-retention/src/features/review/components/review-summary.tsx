import type { ReviewCardDto, ReviewGrade } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Button, Card, cx, layoutStyles, textStyles } from '@studydesk/shared/ui';
import { GRADES, gradeOf } from './grades';
import styles from './review.module.css';

interface ReviewSummaryProps {
  reviewed: { card: ReviewCardDto; grade: ReviewGrade }[];
  onMore: () => void;
}

/** The end of a session: how many of each grade, and every card reviewed. */
export function ReviewSummary({ reviewed, onMore }: ReviewSummaryProps) {
  const t = useT();
  return (
    <Card title={t('Session complete')} data-testid="review-summary">
      <p className={styles.summaryLine}>{t('{count, plural, one {You reviewed # card.} other {You reviewed # cards.}}', { count: reviewed.length })}</p>
      <ul className={cx(layoutStyles.list, styles.tally)}>
        {GRADES.map(({ grade, label, tone }) => (
          <li key={grade}>
            <Badge tone={tone}>
              {t(label)}: {reviewed.filter((r) => r.grade === grade).length}
            </Badge>
          </li>
        ))}
      </ul>
      <ul className={cx(layoutStyles.list, styles.reviewedList)}>
        {reviewed.map(({ card, grade }, i) => (
          <li key={`${card.cardId}-${i}`} className={styles.reviewedItem}>
            <span className={cx(layoutStyles.stack, styles.reviewedText)}>
              <span>{card.front}</span>
              <span className={textStyles.muted}>{card.back}</span>
            </span>
            <Badge tone={gradeOf(grade).tone}>{t(gradeOf(grade).label)}</Badge>
          </li>
        ))}
      </ul>
      <Button onClick={onMore}>{t('Check for more cards')}</Button>
    </Card>
  );
}
