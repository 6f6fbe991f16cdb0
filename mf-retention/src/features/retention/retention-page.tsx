import { useParams } from 'react-router-dom';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { cx, ErrorState, layoutStyles, Page, PageHeader, ResourceContent } from '@studydesk/shared/ui';
import { DocumentButtons } from './components/document-buttons';
import { FlashcardList } from './components/flashcard-list';
import { RetentionTextEditor } from './components/retention-text-editor';
import { SettingsForm } from './components/settings-form';
import { useDocuments } from './model/use-documents';
import { useFlashcards } from './model/use-flashcards';
import styles from './components/retention.module.css';

/** /admin|teacher/study-plans/{planId}/retention: cards to approve, documents, retention text, settings. */
export function RetentionPage() {
  const t = useT();
  const { planId: param } = useParams();
  const planId = Number(param);
  if (!Number.isInteger(planId) || planId <= 0) {
    return (
      <Page>
        <PageHeader title={t('Retention')} />
        <ErrorState message={t('This study plan does not exist.')} />
      </Page>
    );
  }
  return <RetentionScreen key={planId} planId={planId} />;
}

function RetentionScreen({ planId }: { planId: number }) {
  const t = useT();
  const settings = useResource(`retention-settings-${planId}`, async (signal) => (await call(endpoints.retention.settings, { params: { id: planId }, signal })).data);
  const cards = useFlashcards(planId);
  const documents = useDocuments(planId);
  const plan = settings.data?.plan;
  return (
    <Page>
      <PageHeader title={t('Retention')} subtitle={plan ? `${plan.code} · ${plan.title}` : undefined} />
      <ResourceContent resource={settings} compact={false}>
        {(data) => (
          <div className={cx(layoutStyles.columns, styles.grid)}>
            <div className={cx(layoutStyles.stack, styles.column)}>
              <FlashcardList cards={cards} />
            </div>
            <div className={cx(layoutStyles.stack, styles.column)}>
              <DocumentButtons documents={documents} approvedCount={cards.state.approvedCount} />
              <RetentionTextEditor planId={planId} text={data.retentionText} size={data.retentionTextSize} />
              <SettingsForm planId={planId} settings={data.settings} managerConfigured={data.managerConfigured} />
            </div>
          </div>
        )}
      </ResourceContent>
    </Page>
  );
}
