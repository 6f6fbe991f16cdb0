import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, cx, EmptyState, FormError, layoutStyles, ResourceContent } from '@studydesk/shared/ui';
import type { useFlashcards } from '../model/use-flashcards';
import { FlashcardItem } from './flashcard-item';
import styles from './retention.module.css';

/** Where the documents' "approve cards first" link leads. */
export const FLASHCARDS_ANCHOR = 'flashcards-to-approve';

export interface FlashcardListProps {
  cards: ReturnType<typeof useFlashcards>;
}

/** The cards waiting for approval, and the button that makes new ones from the lessons. */
export function FlashcardList({ cards }: FlashcardListProps) {
  const t = useT();
  const { state, load } = cards;

  async function generate() {
    const created = await cards.generate();
    if (created === null) return;
    toast.success(created === 0 ? t('No new flashcards: every sentence already has one') : t('{count, plural, one {# new flashcard} other {# new flashcards}}', { count: created }));
  }

  const generateButton = (
    <Button variant="primary" size="sm" loading={state.generating} onClick={generate}>
      {t('Generate cards from lessons')}
    </Button>
  );
  return (
    <Card title={t('Flashcards to approve')} actions={load.status === 'ready' ? generateButton : null} id={FLASHCARDS_ANCHOR} tabIndex={-1}>
      <FormError message={state.generateError} />
      {/* the cards on show are the reducer's (approving or deleting one leaves the loaded answer as it was) */}
      <ResourceContent
        resource={load}
        isEmpty={() => state.items.length === 0}
        empty={<EmptyState compact title={t('No flashcards wait for approval')} description={t('Generate cards from the lessons of this plan, then approve the ones to keep.')} />}
      >
        {() => (
          <ul className={cx(layoutStyles.list, styles.cards)} aria-label={t('Flashcards to approve')}>
            {state.items.map((item) => (
              <FlashcardItem
                key={item.card.id}
                item={item}
                onSave={(body) => cards.save(item.card.id, body)}
                onRegenerate={() => void cards.regenerate(item.card.id)}
                onApprove={() => void cards.approve(item.card.id)}
                onDelete={() => cards.remove(item.card.id, { deleted: t('Flashcard deleted'), undo: t('Undo') })}
              />
            ))}
          </ul>
        )}
      </ResourceContent>
    </Card>
  );
}
