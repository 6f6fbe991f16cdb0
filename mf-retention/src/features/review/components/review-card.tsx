import type { ReviewCardDto, ReviewGrade } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Button, cx, FormError, layoutStyles, textStyles } from '@studydesk/shared/ui';
import { GRADES } from './grades';
import styles from './review.module.css';

interface ReviewCardProps {
  card: ReviewCardDto;
  revealed: boolean;
  grading: ReviewGrade | null;
  error: string | null;
  position: number;
  total: number;
  onReveal: () => void;
  onGrade: (grade: ReviewGrade) => void;
}

/** One card: its front, then its back and the four grades (keys 1–4; space reveals, then grades Good). */
export function ReviewCard({ card, revealed, grading, error, position, total, onReveal, onGrade }: ReviewCardProps) {
  const t = useT();
  return (
    <div className={cx(layoutStyles.stack, styles.session)}>
      <div className={cx(layoutStyles.row, textStyles.muted, styles.progress)}>
        <span data-testid="review-progress">{t('{position} of {total}', { position, total })}</span>
        <progress className={styles.bar} max={total} value={position - 1} aria-label={t('Progress')} />
      </div>
      <article className={cx(layoutStyles.stack, styles.card)} aria-live="polite" data-testid="review-card">
        <div className={cx(layoutStyles.row, textStyles.muted, styles.meta)}>
          <span>{card.planTitle}</span>
          {card.isNew ? <Badge tone="primary">{t('New')}</Badge> : null}
        </div>
        <p className={styles.front}>{card.front}</p>
        {revealed ? (
          <>
            <hr className={styles.rule} />
            <p className={styles.back} data-testid="review-back">
              {card.back}
            </p>
          </>
        ) : null}
      </article>
      <FormError message={error} />
      {revealed ? (
        <div className={styles.grades} role="group" aria-label={t('How well did you remember it?')}>
          {GRADES.map(({ grade, label }) => (
            <Button
              key={grade}
              variant={grade === 3 ? 'primary' : 'secondary'}
              loading={grading === grade}
              disabled={grading !== null && grading !== grade}
              onClick={() => onGrade(grade)}
              className={styles.grade}
            >
              <span>{t(label)}</span>
              <kbd className={styles.key}>{grade}</kbd>
            </Button>
          ))}
        </div>
      ) : (
        <Button variant="primary" fullWidth onClick={onReveal} className={styles.reveal}>
          {t('Show answer')}
          <kbd className={styles.key}>{t('Space')}</kbd>
        </Button>
      )}
    </div>
  );
}
