import type { RetentionDocument } from '@studydesk/shared/contracts';
import { msg, useT } from '@studydesk/shared/i18n';
import { Button, Card, cx, FormError, layoutStyles, textStyles } from '@studydesk/shared/ui';
import type { useDocuments } from '../model/use-documents';
import styles from './retention.module.css';

const LABELS: Array<[RetentionDocument, string, string]> = [
  ['quiz', msg('Quiz'), msg('Cloze and multiple-choice questions, answer key on the last page')],
  ['reading-practice', msg('Reading practice'), msg('The retention text at its size, a glossary and questions')],
  ['lesson-summary', msg('Lesson summary'), msg('Lessons covered, difficulty points, comments and next steps')],
];

/** Quiz, reading practice and lesson summary as .docx files, each with its own loading and error. */
export function DocumentButtons({ documents }: { documents: ReturnType<typeof useDocuments> }) {
  const t = useT();
  return (
    <Card title={t('Documents')}>
      <div className={cx(layoutStyles.stack, styles.documents)}>
        {LABELS.map(([kind, label, hint]) => {
          const { loading, error } = documents.state[kind];
          return (
            <div key={kind} className={cx(layoutStyles.stack, styles.document)}>
              <Button loading={loading} onClick={() => void documents.generate(kind)} data-testid={`document-${kind}`}>
                {t(label)}
              </Button>
              <p className={textStyles.muted}>{t(hint)}</p>
              <FormError message={error} />
            </div>
          );
        })}
      </div>
    </Card>
  );
}
