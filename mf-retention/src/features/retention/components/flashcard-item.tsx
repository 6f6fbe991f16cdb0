import { useId, useState, type FormEvent } from 'react';
import type { UpdateFlashcardRequest } from '@studydesk/shared/contracts';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { Badge, Button, cx, FormError, layoutStyles, TextAreaField, textStyles } from '@studydesk/shared/ui';
import type { CardItem } from '../model/flashcards-reducer';
import styles from './retention.module.css';

export interface FlashcardItemProps {
  item: CardItem;
  onSave: (body: UpdateFlashcardRequest) => Promise<boolean>;
  onRegenerate: () => void;
  onApprove: () => void;
  onDelete: () => void;
}

/** One card waiting for approval: read, edit in place, regenerate, approve, delete. */
export function FlashcardItem({ item, onSave, onRegenerate, onApprove, onDelete }: FlashcardItemProps) {
  const t = useT();
  const { card, busy, failed, error } = item;
  const [editing, setEditing] = useState<UpdateFlashcardRequest | null>(null);
  const invalid = editing !== null && (!editing.front.trim() || !editing.back.trim());
  // docs/product-rules.md#r-ret-5: a card without a meaning is not approved, so the student never reviews an empty back
  const noMeaning = !card.back.trim();
  const hintId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing || invalid) return;
    if (await onSave({ front: editing.front.trim(), back: editing.back.trim() })) setEditing(null);
  }

  const kind = card.kind === 'cloze' ? t('Fill the gap') : t('Word and context');
  return (
    <li className={cx(layoutStyles.stack, styles.card, failed && styles.failed, busy === 'regenerating' && styles.busy)} data-testid="flashcard" data-card-id={card.id} aria-busy={busy ? true : undefined}>
      <div className={layoutStyles.cluster}>
        <Badge tone="primary">{kind}</Badge>
        {failed ? <Badge tone="danger">{t('Approval failed')}</Badge> : null}
        {busy === 'regenerating' ? <span className={textStyles.muted}>{t('Regenerating…')}</span> : null}
      </div>
      {editing ? (
        <form onSubmit={submit} className={styles.fieldset} aria-label={t('Edit flashcard')}>
          <TextAreaField label={t('Front')} rows={2} value={editing.front} autoFocus={!noMeaning} onChange={(e) => setEditing({ ...editing, front: e.target.value })} error={!editing.front.trim() ? t('Required') : undefined} />
          {/* what is missing is the meaning: the keyboard lands on the back */}
          <TextAreaField label={t('Back')} rows={2} value={editing.back} autoFocus={noMeaning} onChange={(e) => setEditing({ ...editing, back: e.target.value })} error={!editing.back.trim() ? t('Required') : undefined} />
          <div className={layoutStyles.cluster}>
            <Button type="submit" variant="primary" size="sm" loading={busy === 'saving'} disabled={invalid}>
              {t('Save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className={cx(layoutStyles.columns, styles.sides)}>
          <div>
            <dt className={styles.sideLabel}>{t('Front')}</dt>
            <dd className={styles.side} data-testid="flashcard-front">{card.front}</dd>
          </div>
          <div>
            <dt className={styles.sideLabel}>{t('Back')}</dt>
            <dd className={styles.side} data-testid="flashcard-back">{card.back}</dd>
          </div>
        </dl>
      )}
      {card.sourceSentence && card.sourceSentence !== card.back ? <p className={styles.source}>{t('From: {sentence}', { sentence: card.sourceSentence })}</p> : null}
      <p className={styles.source} data-testid="flashcard-why">
        {card.lessonTitle ? t('Lesson: {title}', { title: card.lessonTitle }) : t('From the retention text')}
        {' · '}
        {card.reason.rank === null
          ? t('Why this word: not among the 10,000 most frequent words of the language')
          : t('Why this word: no. {rank} in the language’s word frequency list', { rank: formatNumber(card.reason.rank) })}
        {card.reason.level ? ` · ${t('Chosen for level {level}', { level: card.reason.level })}` : null}
      </p>
      <FormError message={error} />
      {editing ? null : (
        <div className={layoutStyles.cluster}>
          <Button size="sm" disabled={busy !== null} onClick={() => setEditing({ front: card.front, back: card.back })}>
            {t('Edit')}
          </Button>
          <Button size="sm" loading={busy === 'regenerating'} disabled={busy !== null && busy !== 'regenerating'} onClick={onRegenerate}>
            {t('Regenerate')}
          </Button>
          <Button size="sm" variant={noMeaning ? undefined : 'primary'} disabled={busy !== null || noMeaning} aria-describedby={noMeaning ? hintId : undefined} onClick={onApprove}>
            {failed ? t('Try approving again') : t('Approve')}
          </Button>
          <Button size="sm" variant="danger" disabled={busy !== null} onClick={onDelete}>
            {t('Delete')}
          </Button>
          {noMeaning ? (
            <span id={hintId} className={textStyles.muted} data-testid="flashcard-needs-meaning">
              {t('Write the meaning first: a card is approved with its meaning on the back.')}
            </span>
          ) : null}
        </div>
      )}
    </li>
  );
}
