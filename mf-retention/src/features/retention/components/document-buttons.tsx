import type { MouseEvent } from 'react';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { msg, useT } from '@studydesk/shared/i18n';
import { Button, Card, cx, FormError, layoutStyles, textStyles } from '@studydesk/shared/ui';
import type { useDocuments } from '../model/use-documents';
import { FLASHCARDS_ANCHOR } from './flashcard-list';
import styles from './retention.module.css';

const LABELS: Array<[RetentionDocument, string, string]> = [
  ['quiz', msg('Quiz'), msg('One multiple-choice question per approved card; the answer key comes as a second file')],
  ['reading-practice', msg('Reading practice'), msg('The retention text at its size, a glossary of the approved meanings and true/false questions; the key comes as a second file')],
  ['lesson-summary', msg('Lesson summary'), msg('What each held lesson taught (words, grammar, can-do), the homework and the lessons to come')],
];

/** The documents a teacher hands out are made from what was checked: approved cards. */
const FROM_APPROVED: ReadonlySet<RetentionDocument> = new Set(['quiz', 'reading-practice']);

/** Moves to the cards waiting for approval (the list is focusable for this). */
function goToCards(event: MouseEvent<HTMLAnchorElement>) {
  const list = document.getElementById(FLASHCARDS_ANCHOR);
  if (!list) return;
  event.preventDefault();
  list.scrollIntoView({ block: 'start' });
  list.focus({ preventScroll: true });
}

export interface DocumentButtonsProps {
  documents: ReturnType<typeof useDocuments>;
  /** the plan's approved cards; with none, the quiz and reading practice cannot be made */
  approvedCount: number;
}

/** Quiz, reading practice and lesson summary as .docx files, each with its own loading and error. */
export function DocumentButtons({ documents, approvedCount }: DocumentButtonsProps) {
  const t = useT();
  return (
    <Card title={t('Documents')}>
      <div className={cx(layoutStyles.stack, styles.documents)}>
        {LABELS.map(([kind, label, hint]) => {
          const { loading, error } = documents.state[kind];
          const blocked = FROM_APPROVED.has(kind) && approvedCount === 0;
          const noteId = `document-${kind}-note`;
          return (
            <div key={kind} className={cx(layoutStyles.stack, styles.document)}>
              <Button loading={loading} disabled={blocked} aria-describedby={noteId} onClick={() => void documents.generate(kind)} data-testid={`document-${kind}`}>
                {t(label)}
              </Button>
              {blocked ? (
                <p className={textStyles.muted} id={noteId} data-testid={`document-${kind}-blocked`}>
                  {t('No card is approved yet: approve cards first.')}{' '}
                  <a href={`#${FLASHCARDS_ANCHOR}`} onClick={goToCards}>
                    {t('Go to the cards to approve')}
                  </a>
                </p>
              ) : (
                <p className={textStyles.muted} id={noteId}>
                  {t(hint)}
                </p>
              )}
              <FormError message={error} />
            </div>
          );
        })}
      </div>
    </Card>
  );
}
