import { useEffect } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState, Page, PageHeader, ResourceContent } from '@studydesk/shared/ui';
import { ReviewCard } from './components/review-card';
import { ReviewsToSend } from './components/reviews-to-send';
import { ReviewSummary } from './components/review-summary';
import { currentCard, keyCommand, progressOf } from './model/review-session-reducer';
import { useReviewSession } from './model/use-review-session';
import styles from './components/review.module.css';

/** /student/review: the approved cards of the student's plans that are due, one at a time. */
export function ReviewPage() {
  const t = useT();
  const { queue, state, reveal, grade, restart } = useReviewSession();
  const card = currentCard(state);
  const { position, total } = progressOf(state);

  useEffect(() => {
    if (!card) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const command = keyCommand(event.key, state.revealed);
      if (!command) return;
      // space would also press a focused button or scroll the page
      event.preventDefault();
      if (command.type === 'reveal') reveal();
      else void grade(command.grade);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, state.revealed, reveal, grade]);

  const remaining = state.cards.length - state.reviewed.length;
  return (
    <Page className={styles.page}>
      <PageHeader
        title={t('Review')}
        subtitle={
          queue.data ? (
            <span className={styles.status}>
              <span data-testid="review-due-count">{t('{count, plural, one {# card to review now} other {# cards to review now}}', { count: remaining })}</span>
              <ReviewsToSend />
            </span>
          ) : undefined
        }
      />
      {queue.data?.offline ? (
        <p className={styles.offline} data-testid="review-offline">
          {t('No connection: you are reviewing the cards kept on this device. Your answers are sent when you are back online.')}
        </p>
      ) : null}
      {/* the session's reducer holds the cards: the queue's answer is only whether there is one */}
      <ResourceContent resource={queue} compact={false}>
        {() =>
          card ? (
            <ReviewCard
              key={`${card.cardId}-${state.index}`}
              card={card}
              revealed={state.revealed}
              grading={state.grading}
              error={state.error}
              position={position}
              total={total}
              onReveal={reveal}
              onGrade={(value) => void grade(value)}
            />
          ) : state.reviewed.length > 0 ? (
            <ReviewSummary reviewed={state.reviewed} onMore={restart} />
          ) : (
            <EmptyState title={t('Nothing to review right now')} description={t('New cards come after each lesson is held. Come back later.')} />
          )
        }
      </ResourceContent>
    </Page>
  );
}
